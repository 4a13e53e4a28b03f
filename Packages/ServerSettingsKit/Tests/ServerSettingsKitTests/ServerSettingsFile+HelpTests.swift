import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ServerSettingsFileHelpTests {
  @Test func showsTheSettingsFileAndEverySetting() {
    let help = ServerSettingsFile.help(program: "app")

    check(help.hasPrefix("app servers: settings kept per server, in servers.json\n"))
    for key in ["headers", "auth", "secretHeaders", "secretQuery", "variable", "chmod 600"] {
      check(help.contains(key), "\(key)")
    }
  }

  @Test func namesTheFileInTheProgramsOwnFolder() {
    let help = ServerSettingsFile.help(program: "tool")

    check(help.hasPrefix("tool servers: "))
    check(help.contains("The file is $XDG_CONFIG_HOME/tool/servers.json, else\n"))
    check(help.contains("~/.config/tool/servers.json. It may hold secrets"))
    check(help.hasSuffix("setting (exit 64).\n"))
  }
}
