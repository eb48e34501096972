func g7() { _ = f(-.shared) }
