func g1() { _ = a .+. shared }
