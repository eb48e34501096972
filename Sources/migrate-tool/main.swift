#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import MigrateTool

exit(MigrateTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
