import ScreenKit
import TerminalKit

/// What `?` shows: the keys of the screen shown first, then the keys of every screen.
public enum KeyHelp {
  /// A line of the help: keys and what they do, or a heading when `meaning` is empty.
  public struct Line: Sendable, Hashable {
    public init(keys: String, meaning: String, meaningColumn: Int = 0) {
      self.keys = keys
      self.meaning = meaning
      self.meaningColumn = meaningColumn
    }

    public var keys: String
    var meaning: String
    /// The screen column the meaning starts at, once laid out: right of the widest keys of its
    /// section, so that a section of short keys leaves its words more room.
    var meaningColumn: Int = 0

    var isHeading: Bool { meaning.isEmpty }
  }

  /// The help's lines on `screen`: a heading naming the screen and its keys, a blank line,
  /// then the keys of every screen under their heading, all read from the key tables, the
  /// commands of `:` in words to put a tab's name in.
  public static func lines(for screen: ScreenKind) -> [Line] {
    lines(for: screen, commands: .placeholders)
  }

  /// The help's lines on `screen` laid out `columns` wide, as
  /// ``lines(for:commands:columns:)`` lays them out, the commands of `:` in words to put a
  /// tab's name in.
  public static func lines(for screen: ScreenKind, columns: Int) -> [Line] {
    lines(for: screen, commands: .placeholders, columns: columns)
  }

  /// The help's lines on `screen`, as ``lines(for:)`` gives them, the commands of `:` given as
  /// `commands`.
  public static func lines(for screen: ScreenKind, commands: CommandExamples) -> [Line] {
    let commandLine = BrowseFeature.commandLineHelp(commands)
    return [Line(keys: "On \(screen.name)", meaning: "")]
      + screen.keyLines.helpLines.map { Line(keys: $0.label, meaning: $0.help) }
      + [Line(keys: "", meaning: ""), Line(keys: "Everywhere", meaning: "")]
      + BrowseFeature.keys.lines.helpLines.map { line in
        let opensCommandLine = line.keys.contains(.character(":"))
        return Line(keys: line.label, meaning: opensCommandLine ? commandLine : line.help)
      }
  }

  /// The help's lines on the screen `state` shows, laid out at its width, the commands of `:`
  /// those of the browsed API's own tabs (``CommandExamples/init(_:)``).
  public static func lines(in state: BrowseState) -> [Line] {
    lines(for: state.shown.kind, commands: CommandExamples(state), columns: state.size.columns)
  }

  /// The help's lines on `screen` laid out `columns` wide, the commands of `:` given as
  /// `commands`: each meaning wrapped in the column right of the widest keys of its section (the
  /// lines under one heading), its following lines with no keys.
  public static func lines(
    for screen: ScreenKind, commands: CommandExamples, columns: Int
  ) -> [Line] {
    var laidOut: [Line] = []
    var section: [Line] = []
    func layOutSection() {
      let column = 4 + (section.map(\.keys.displayWidth).max() ?? 0)
      let width = max(1, columns - column - 1)
      for line in section {
        laidOut += TextLayout.wrap(line.meaning, width: width).enumerated().map {
          Line(keys: $0.offset == 0 ? line.keys : "", meaning: $0.element, meaningColumn: column)
        }
      }
      section = []
    }
    for line in lines(for: screen, commands: commands) {
      if line.isHeading {
        layOutSection()
        laidOut.append(line)
      } else {
        section.append(line)
      }
    }
    layOutSection()
    return laidOut
  }
}
