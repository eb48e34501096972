func f71<each T: A.shared>() {}
