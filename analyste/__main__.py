from analyste.cli import main

main()
