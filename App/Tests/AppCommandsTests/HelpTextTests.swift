import AppCommands
import ArgumentParsing
import Foundation
import ServerSettingsKit
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct HelpTextTests {
  @Test func helpServersIsTheSettingsFilesHelpOfTheProgram() {
    checkEqual(HelpText.command("servers"), ServerSettingsFile.help(program: "app"))
    check(HelpText.program().contains("XDG_CONFIG_HOME"))
  }

  @Test func programHelpNamesEveryCommandOptionAndExitCode() {
    let help = HelpText.program()

    for command in AppCommandLine.commands {
      check(help.contains(command.synopsis))
      check(help.contains(command.summary))
    }
    for option in AppCommandLine.globalOptions {
      check(help.contains(option.synopsis))
    }
    for code in ExitCode.allCases {
      check(help.contains("  \(code.rawValue) "))
      check(help.contains(code.summary))
    }
    check(help.contains("usage: app <command> [options]"))
    check(help.contains("default: https://jsonplaceholder.typicode.com"))
  }

  @Test func commandHelpShowsUsageArgumentsAndExamples() throws {
    let help = try #require(HelpText.command("post"))

    check(help.hasPrefix("app post: Show a post, its author and its comments\n"))
    check(help.contains("usage: app post <id> [options]"))
    check(help.contains("<id>  The post's id, a positive whole number"))
    check(help.contains("  app post 7 --sample"))
    check(help.contains("--base-url URL"))
  }

  @Test func programHelpShowsColourPagingCompletionAndTheEnvironment() {
    let help = HelpText.program()

    check(help.contains("--color WHEN"))
    check(help.contains("auto (on a terminal), always or never (default: auto)"))
    check(help.contains("--no-pager"))
    check(help.contains("completion <shell>"))
    for variable in ["NO_COLOR", "PAGER", "APP_PAGER", "TERM", "APP_BASE_URL", "COLUMNS"] {
      check(help.contains("\n  \(variable) "), "documents \(variable)")
    }
    check(help.contains("default: less -FRX"))
  }

  @Test func completionHelpShowsTheShellsAndHowToInstall() throws {
    let help = try #require(HelpText.command("completion"))

    check(help.contains("usage: app completion <shell> [options]"))
    check(help.contains("<shell>  The shell: bash, zsh or fish"))
    check(help.contains("app completion bash > ~/.local/share/bash-completion/completions/app"))
    check(help.contains("app completion fish > ~/.config/fish/completions/app.fish"))
    check(help.contains("--color WHEN"))
  }

  @Test func browseHelpShowsItsKeysAndLeavesOutTheOptionItRefuses() throws {
    let help = try #require(HelpText.command("browse"))
    let post = try #require(HelpText.command("post"))

    check(help.contains("\nKeys:\n"))
    check(help.contains("  q, Ctrl-C "))
    check(!help.contains("--json"))
    check(help.contains("--offline"))
    check(post.contains("--json"))
    check(!post.contains("Keys:"))
  }

  @Test func thereIsNoHelpForAnUnknownCommand() {
    checkEqual(HelpText.command("frobnicate"), nil)
  }

  @Test func optionDescriptionsStartInOneColumn() throws {
    let lines = HelpText.program().split(separator: "\n").map(String.init)
    let columns = try AppCommandLine.globalOptions.map { option in
      let line = try #require(lines.first { $0.hasPrefix("  \(option.synopsis)  ") })
      let summary = try #require(line.range(of: option.summary))
      return line.distance(from: line.startIndex, to: summary.lowerBound)
    }

    checkEqual(Set(columns).count, 1)
  }
}

@Suite struct HelpTextTransferLimitsTests {
  @Test(arguments: ["--timeout DURATION", "--retries N", "--max-size SIZE", "$APP_TIMEOUT"])
  func programHelpListsTheTransferLimits(text: String) {
    check(HelpText.program().contains(text))
  }

  @Test func aGroupOfCommandsListsThem() throws {
    let text = try #require(HelpText.command("cache"))

    check(text.hasPrefix("app cache: the cache commands\n"))
    check(text.contains("  cache info "))
    check(text.contains("  cache clear "))
    checkEqual(HelpText.command("nothing"), nil)
  }
}
