import MigrateTool

MigrateTool.main()
