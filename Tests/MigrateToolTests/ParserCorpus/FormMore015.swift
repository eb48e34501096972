func g16() { switch x { case .a where y.shared: break; default: break } }
