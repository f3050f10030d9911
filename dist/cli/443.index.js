export const id = 443;
export const ids = [443];
export const modules = {

/***/ 443:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31);

const runCommand = async () => {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo("'flotilla run' is not built yet.");
};


/***/ })

};
