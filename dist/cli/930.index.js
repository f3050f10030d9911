export const id = 930;
export const ids = [930];
export const modules = {

/***/ 930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31);

const mergeCommand = async () => {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo("'flotilla merge' is not built yet.");
};


/***/ })

};
