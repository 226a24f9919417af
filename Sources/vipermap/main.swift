import VipermapCLI

Vipermap.runMain()
