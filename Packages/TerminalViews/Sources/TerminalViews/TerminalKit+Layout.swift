import TerminalKit

// The layout types that moved to TerminalKit, where a full-screen program's screens use them
// without these views, keep their names here, so that `TerminalViews.TextTable` still compiles.

/// `TerminalKit`'s `TextTable`: a table laid out in terminal cells, or as tab-separated lines.
public typealias TextTable = TerminalKit.TextTable

/// `TerminalKit`'s `RenderOptions`: the width, the colour and whether the text goes to a
/// terminal.
public typealias RenderOptions = TerminalKit.RenderOptions

/// `TerminalKit`'s `RelativeAge`: how long ago something happened, as a person says it.
public typealias RelativeAge = TerminalKit.RelativeAge
