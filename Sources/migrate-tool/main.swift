import MigrateToolCore

MigrateTool.main()
