func g3() { _ = x!!.shared }
