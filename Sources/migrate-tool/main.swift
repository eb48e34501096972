import Foundation
import MigrateTool

exit(MigrateTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
