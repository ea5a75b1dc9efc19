import TrellisCommandLine

TrellisCommand.main()
