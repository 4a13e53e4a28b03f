import AppCommands
import ArgumentParsing
import Foundation
import TerminalKit
import TerminalViews
import Testing

@Suite struct HelpTextTests {
  @Test func helpServersShowsTheSettingsFileAndEverySetting() throws {
    let help = try #require(HelpText.command("servers"))

    #expect(help.hasPrefix("app servers: settings kept per server, in servers.json\n"))
    for key in ["headers", "auth", "secretHeaders", "secretQuery", "variable", "chmod 600"] {
      #expect(help.contains(key), "\(key)")
    }
    #expect(HelpText.program().contains("XDG_CONFIG_HOME"))
  }

  @Test func programHelpNamesEveryCommandOptionAndExitCode() {
    let help = HelpText.program()

    for command in AppCommandLine.commands {
      #expect(help.contains(command.synopsis))
      #expect(help.contains(command.summary))
    }
    for option in AppCommandLine.globalOptions {
      #expect(help.contains(option.synopsis))
    }
    for code in ExitCode.allCases {
      #expect(help.contains("  \(code.rawValue) "))
      #expect(help.contains(code.summary))
    }
    #expect(help.contains("usage: app <command> [options]"))
    #expect(help.contains("default: https://jsonplaceholder.typicode.com"))
  }

  @Test func commandHelpShowsUsageArgumentsAndExamples() throws {
    let help = try #require(HelpText.command("post"))

    #expect(help.hasPrefix("app post: Show a post, its author and its comments\n"))
    #expect(help.contains("usage: app post <id> [options]"))
    #expect(help.contains("<id>  The post's id, a positive whole number"))
    #expect(help.contains("  app post 7 --sample"))
    #expect(help.contains("--base-url URL"))
  }

  @Test func programHelpShowsColourPagingCompletionAndTheEnvironment() {
    let help = HelpText.program()

    #expect(help.contains("--color WHEN"))
    #expect(help.contains("auto (on a terminal), always or never (default: auto)"))
    #expect(help.contains("--no-pager"))
    #expect(help.contains("completion <shell>"))
    for variable in ["NO_COLOR", "PAGER", "APP_PAGER", "TERM", "APP_BASE_URL", "COLUMNS"] {
      #expect(help.contains("\n  \(variable) "), "documents \(variable)")
    }
    #expect(help.contains("default: less -FRX"))
  }

  @Test func completionHelpShowsTheShellsAndHowToInstall() throws {
    let help = try #require(HelpText.command("completion"))

    #expect(help.contains("usage: app completion <shell> [options]"))
    #expect(help.contains("<shell>  The shell: bash, zsh or fish"))
    #expect(help.contains("app completion bash > ~/.local/share/bash-completion/completions/app"))
    #expect(help.contains("app completion fish > ~/.config/fish/completions/app.fish"))
    #expect(help.contains("--color WHEN"))
  }

  @Test func browseHelpShowsItsKeysAndLeavesOutTheOptionItRefuses() throws {
    let help = try #require(HelpText.command("browse"))
    let post = try #require(HelpText.command("post"))

    #expect(help.contains("\nKeys:\n"))
    #expect(help.contains("  q, Ctrl-C "))
    #expect(!help.contains("--json"))
    #expect(help.contains("--offline"))
    #expect(post.contains("--json"))
    #expect(!post.contains("Keys:"))
  }

  @Test func thereIsNoHelpForAnUnknownCommand() {
    #expect(HelpText.command("frobnicate") == nil)
  }

  @Test func optionDescriptionsStartInOneColumn() throws {
    let lines = HelpText.program().split(separator: "\n").map(String.init)
    let columns = try AppCommandLine.globalOptions.map { option in
      let line = try #require(lines.first { $0.hasPrefix("  \(option.synopsis)  ") })
      let summary = try #require(line.range(of: option.summary))
      return line.distance(from: line.startIndex, to: summary.lowerBound)
    }

    #expect(Set(columns).count == 1)
  }
}

@Suite struct HelpTextTransferLimitsTests {
  @Test(arguments: ["--timeout DURATION", "--retries N", "--max-size SIZE", "$APP_TIMEOUT"])
  func programHelpListsTheTransferLimits(text: String) {
    #expect(HelpText.program().contains(text))
  }

  @Test func aGroupOfCommandsListsThem() throws {
    let text = try #require(HelpText.command("cache"))

    #expect(text.hasPrefix("app cache: the cache commands\n"))
    #expect(text.contains("  cache info "))
    #expect(text.contains("  cache clear "))
    #expect(HelpText.command("nothing") == nil)
  }
}
