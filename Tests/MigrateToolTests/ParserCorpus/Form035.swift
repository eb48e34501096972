func f36(x: some A.shared) {}
