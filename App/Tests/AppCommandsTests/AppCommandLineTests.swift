import ArgumentParsing
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct AppCommandLineTests {
  @Test func everyCommandIsFoundByItsName() {
    for command in AppCommandLine.commandTypes {
      check(AppCommandLine.command(named: command.spec.name) == command)
    }
    check(AppCommandLine.command(named: "pots") == nil)
  }

  @Test func theCommandsAreInHelpsOrder() {
    checkEqual(
      AppCommandLine.commands.map(\.name),
      [
        "posts", "post", "post create", "post edit", "post delete", "users", "user",
        "user create", "user edit", "user delete", "albums", "photos", "comments", "todos",
        "get", "create", "edit", "delete", "browse", "cache info", "cache clear", "settings",
        "settings show", "serve", "completion", "help",
      ])
  }

  /// Options are read before the command is known: a letter or a name that meant two things
  /// in two commands would change how one of them reads its line.
  @Test func noLetterOrNameMeansTwoThingsAcrossTheCommands() {
    checkEqual(AppCommandLine.spec.optionClashes, [])
  }

  @Test func noTwoOptionsOfOneCommandShareAName() {
    for command in AppCommandLine.commands {
      let names = (AppCommandLine.globalOptions + command.options).map(\.name)
      checkEqual(Set(names).count, names.count, "\(command.name)")
    }
  }

  @Test(
    arguments: [
      (["post", "abc"], "invalid post id 'abc' (expected a positive whole number)")
        as ([String], String),
      (["post", "0"], "invalid post id '0' (expected a positive whole number)"),
      (["post", "-3"], "invalid post id '-3' (expected a positive whole number)"),
      (["post", "+3"], "invalid post id '+3' (expected a positive whole number)"),
      (
        ["post", "99999999999999999999"],
        "invalid post id '99999999999999999999' (expected a positive whole number)"
      ),
      (["post", "٣"], "invalid post id '٣' (expected a positive whole number)"),
      (["post", "creat"], "unknown command 'post creat' (did you mean 'create'?)"),
      (["user", "delte", "3"], "unknown command 'user delte' (did you mean 'delete'?)"),
      (
        ["help", "pots"],
        "unknown command 'pots' (expected posts, post, users, user, albums, photos, comments, todos, get, create, edit, delete, browse, cache, settings, serve, completion, help or servers; did you mean 'posts'?)"
      ),
      (["help", "post", "creat"], "unknown command 'post creat' (did you mean 'create'?)"),
      (["cache"], "'cache' needs a command: info or clear"),
      (
        ["cache", "inf"],
        "unknown command 'cache inf' (expected info or clear; did you mean 'info'?)"
      ),
      (["help", "cache", "x"], "unknown command 'cache x'"),
      (
        ["posts", "--color", "rainbow"],
        "invalid value 'rainbow' for '--color' (expected auto, always or never)"
      ),
      (
        ["posts", "--color=alwys"],
        "invalid value 'alwys' for '--color' (expected auto, always or never; did you mean 'always'?)"
      ),
      (["posts", "--color"], "option '--color' needs a value (WHEN)"),
      (["posts", "--no-pager=1"], "option '--no-pager' takes no value"),
      (["posts", "--no-pagr"], "unknown option '--no-pagr' (did you mean '--no-pager'?)"),
      (["completion"], "missing <shell> for 'completion'"),
      (["completion", "tcsh"], "unknown shell 'tcsh' (expected bash, zsh or fish)"),
      (
        ["completion", "bsh"],
        "unknown shell 'bsh' (expected bash, zsh or fish; did you mean 'bash'?)"
      ),
      (["completion", "bash", "zsh"], "unexpected argument 'zsh'"),
      (["completon"], "unknown command 'completon' (did you mean 'completion'?)"),
      (
        ["posts", "--page", "0"],
        "invalid value '0' for '--page' (expected a positive whole number)"
      ),
      (
        ["todos", "--page", "x"],
        "invalid value 'x' for '--page' (expected a positive whole number)"
      ),
      (
        ["users", "--per-page", "-1"],
        "invalid value '-1' for '--per-page' (expected a positive whole number)"
      ),
      (
        ["albums", "--user", "one"],
        "invalid value 'one' for '--user' (expected a positive whole number)"
      ),
      (["user", "0"], "invalid user id '0' (expected a positive whole number)"),
      (["comments"], "missing option '--post ID' for 'comments'"),
      (
        ["todos", "--done", "--pending"], "options '--done' and '--pending' cannot be used together"
      ),
      (["albums", "--done"], "option '--done' does not apply to 'albums'"),
      (["user", "1", "--search", "x"], "option '--search' does not apply to 'user'"),
      (["post", "edit", "7", "--yes"], "option '--yes' does not apply to 'post edit'"),
      (["post", "edit", "7", "--user", "2"], "option '--user' does not apply to 'post edit'"),
      (["post", "delete", "0"], "invalid post id '0' (expected a positive whole number)"),
      (["user", "edit", "x"], "invalid user id 'x' (expected a positive whole number)"),
      (["post", "edit"], "missing <id> for 'post edit'"),
    ]
  )
  func aCommandLineThatDoesNotFitIsOneErrorLineAndTheUsage(arguments: [String], message: String)
    async
  {
    let recorder = ConsoleRecorder()
    let application = Application(console: recorder.console(), environment: [:])

    let status = await application.run(arguments: arguments + ["--sample"])

    checkEqual(status, .usage)
    check(recorder.output.isEmpty)
    let lines = recorder.error.split(separator: "\n")
    checkEqual(lines.first.map(String.init), "app: \(message)")
    checkEqual(lines.count, 2)
    checkEqual(lines.last?.hasPrefix("usage: app "), true)
  }
}
