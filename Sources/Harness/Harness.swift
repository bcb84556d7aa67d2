// The Harness module; see README.md, Architecture.
