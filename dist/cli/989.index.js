export const id = 989;
export const ids = [989];
export const modules = {

/***/ 989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCommand: () => (/* binding */ publishCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31);

const publishCommand = async () => {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo("'flotilla publish' is not built yet.");
};


/***/ })

};
