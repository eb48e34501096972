let v46: some A.shared = x
