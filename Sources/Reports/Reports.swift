// The Reports module; see README.md, Architecture.
