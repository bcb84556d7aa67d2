// The Statistics module; see README.md, Architecture.
