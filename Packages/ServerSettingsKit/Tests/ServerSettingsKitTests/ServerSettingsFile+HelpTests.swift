import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ServerSettingsFileHelpTests {
  @Test func showsTheSettingsFileAndEverySetting() {
    let help = ServerSettingsFile.help(program: "app")

    check(help.hasPrefix("app servers: settings kept per server, in servers.json\n"))
    for key in ["variable", "chmod 600", "token", "trailingSlash", "update", "first"] {
      check(help.contains(key), "\(key)")
    }
  }

  /// Every key a server's settings take, and every key of `auth`, with an example of its own.
  @Test func documentsEveryKeyWithAnExample() {
    let help = ServerSettingsFile.help(program: "app")

    for key in ServerSettings.keys {
      check(help.contains("\n  \(key) "), "\(key) is documented")
      check(help.contains(#""\#(key)": "#), "\(key) has an example")
    }
    for key in ServerSettings.authenticationKeys {
      check(help.contains(#""\#(key)""#), "auth's \(key)")
    }
    for kind in ["basic", "bearer", "token"] {
      check(help.contains(kind), "\(kind)")
    }
  }

  @Test func namesTheFileInTheProgramsOwnFolder() {
    let help = ServerSettingsFile.help(program: "tool")

    check(help.hasPrefix("tool servers: "))
    check(help.contains("The file is $XDG_CONFIG_HOME/tool/servers.json, else\n"))
    check(help.contains("~/.config/tool/servers.json. It may hold secrets"))
    check(help.hasSuffix("each value with where it came from.\n"))
  }
}
