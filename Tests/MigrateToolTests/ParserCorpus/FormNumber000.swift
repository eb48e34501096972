func h1() { _ = f(await ~1≠Foo.shared) }
