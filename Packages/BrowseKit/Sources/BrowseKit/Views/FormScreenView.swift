import Features
import ScreenKit
import TerminalKit

/// The lines of a form screen: a title, the server's messages of no field, each field as a
/// labelled row with its problems under it, the Submit button, and why the last save failed;
/// every message whole, wrapped to the width. A pure function of the screen and the
/// width, so that what each form looks like is tested without a terminal.
///
/// ```
/// New user
///   Name      Ada
/// › Email     ada@example
///             is not a valid address
///   ...
///   [ Submit ]  disabled until every field is valid
/// ```
public struct FormScreenView {
  public init(
    form: FormScreen, width: Int, bodyLines: Int, spinner: String, isOffline: Bool = false,
    rows: Int = 1_000
  ) {
    self.form = form
    self.width = width
    self.bodyLines = bodyLines
    self.spinner = spinner
    self.isOffline = isOffline
    self.rows = rows
  }

  /// A line of the form, drawn from the body's left edge.
  public struct Line: Sendable, Hashable {
    /// The label, or the title, or nothing.
    public var label = ""
    /// The text after the label, at the value column.
    public var text = ""
    public var style: CellStyle = []
    /// Whether the line is the focused row's first, marked with `›`.
    var isFocused = false
    /// The text cursor's column within `text`, on the focused field's cursor line.
    var cursorColumn: Int?
  }

  public var form: FormScreen
  public var width: Int
  /// How many lines the body field may take.
  var bodyLines: Int
  /// The spinner's frame, for a form loading or being saved.
  public var spinner: String
  /// Whether the browser may not use the network, so that loading again cannot help.
  public var isOffline: Bool = false
  /// How many lines the body shows: an open picker builds the lines of the records shown alone.
  public var rows: Int = 1_000

  /// The column of the fields' text: after the longest label, or under the labels in a
  /// narrow window.
  var valueColumn: Int {
    form.valueColumn(in: width)
  }

  private var valueWidth: Int {
    form.valueWidth(in: width)
  }

  /// The lines, and the range of those that must be shown: the focused row's, its cursor's
  /// line first.
  public func lines() -> (lines: [Line], focus: ClosedRange<Int>) {
    var lines = [Line(label: title, style: .bold)]
    var focus = 0...0
    if let failure = form.content.loadFailure {
      lines.append(Line(label: "Could not load: \(failure.browserMessage)", style: .error))
      let hint = isOffline ? "Press Esc to go back." : "Press r to try again, Esc to go back."
      lines.append(Line(label: hint, style: .dim))
      return (lines, focus)
    }
    guard !form.inputs.isEmpty else { return (lines, focus) }
    if let field = form.pickingField, let picker = form.pickers[field] {
      return pickerLines(picker, of: form.links[field]?.name ?? field, after: lines)
    }
    let errors = form.content.errors
    // The form's own messages (of no field, or of a field the form does not have) keep the
    // server's quotes: under no field's name, they could pass for the app's. Above the fields,
    // whole, wrapped from the first column, they are not taken for a field's.
    for message in errors.general {
      lines += wrapped(message, style: .error)
    }
    if !errors.general.isEmpty { lines.append(Line()) }
    for (index, field) in form.content.fields.enumerated() {
      let first = lines.count
      let isFocused = index == form.focus
      let fieldLines = valueLines(of: index, isFocused: isFocused)
      let isLink = form.isLink(index)
      let isPlaceholder = isLink && fieldLines.lines.first?.text.isEmpty == true
      let style: CellStyle = form.content.isEditable(index) && !isPlaceholder ? [] : .dim
      // In a narrow window the label has a line of its own, the text indented under it.
      let isStacked = form.isStacked(in: width)
      if isStacked {
        lines.append(Line(label: form.label(of: index), style: style, isFocused: isFocused))
      }
      for (number, line) in fieldLines.lines.enumerated() {
        let isFirst = number == 0 && !isStacked
        lines.append(
          Line(
            label: isFirst ? form.label(of: index) : "",
            text: isPlaceholder ? "none · Enter to choose" : line.text, style: style,
            isFocused: isFocused && isFirst, cursorColumn: line.cursor))
      }
      // The server's messages are shown in its own words: under their field, they cannot pass
      // for the app's.
      for var message in errors[field.name].map(FieldErrors.unquoted) {
        if isLink, message == FormValidation.blankMessage {
          message = "is required: press Enter to choose one"
        }
        for part in TextLayout.wrapped(message, width: valueWidth) {
          lines.append(Line(text: part, style: .error))
        }
      }
      if isFocused {
        let cursorLine = first + (isStacked ? 1 : 0) + fieldLines.cursorLine
        // A label of its own is kept in sight with the text's first line.
        let shown = isStacked && fieldLines.cursorLine == 0 ? first : cursorLine
        focus = shown...max(cursorLine, lines.count - 1)
      }
    }
    lines.append(Line())
    lines.append(submitLine)
    if form.isSubmitFocused {
      focus = (lines.count - 1)...(lines.count - 1)
    }
    if let failure = form.content.saveFailure {
      lines += wrapped(
        "Could not save: \(failure.message) · "
          + failure.saveAdvice(canReadAgain: form.content.reloadKeepingEdits != nil),
        style: .error)
    }
    return (lines, focus)
  }

  /// `text` whole, in as many lines as it takes from the first column to the right edge.
  private func wrapped(_ text: String, style: CellStyle) -> [Line] {
    TextLayout.wrapped(text, width: max(1, width - 3)).map { Line(label: $0, style: style) }
  }

  /// A link field's picker of the records of `resource`, after the title: its search, then
  /// the records that match it, the highlighted one focused, as many as the body shows from
  /// the one that keeps it in sight; or the records loading, or why they could not be loaded.
  private func pickerLines(_ picker: LinkPicker.State, of resource: String, after title: [Line])
    -> (lines: [Line], focus: ClosedRange<Int>)
  {
    var lines = title
    let name = resource.sanitizedForTerminalLine
    lines.append(
      Line(
        label: "Search", text: picker.query, style: picker.isEditingQuery ? [] : .dim,
        cursorColumn: picker.isEditingQuery ? picker.query.displayWidth : nil))
    switch picker.choices {
    case .loaded:
      let count = picker.matchCount
      if count == 0 {
        lines.append(Line(label: "No \(name) match.", style: .dim))
      }
      let shown = max(1, rows - lines.count)
      let first = max(0, min(picker.cursor - shown + 1, count - shown))
      var focus = 0...0
      for place in first..<min(count, first + shown) {
        guard let choice = picker.match(at: place) else { continue }
        let isFocused = place == picker.cursor
        if isFocused { focus = lines.count...lines.count }
        let id = "#\(choice.id)".sanitizedForTerminalLine
        lines.append(
          Line(
            label: choice.pickerName.map { "\($0.sanitizedForTerminalLine) (\(id))" } ?? id,
            text: choice.pickerDetails.map(\.sanitizedForTerminalLine).joined(separator: " · "),
            style: isFocused ? .bold : [], isFocused: isFocused))
      }
      return (lines, focus)
    case .failed(let failure):
      lines.append(Line(label: "Could not load \(name): \(failure.browserMessage)", style: .error))
      let hint = isOffline ? "Press Esc to go back." : "Press r to try again, Esc to go back."
      lines.append(Line(label: hint, style: .dim))
    case .loading, nil:
      lines.append(Line(label: "\(spinner) Loading \(name)…", style: .dim))
    }
    return (lines, 0...0)
  }

  private var title: String {
    if form.content.isLoading { return "\(spinner) \(form.content.title): loading…" }
    if form.content.isSubmitting { return "\(spinner) \(form.content.title): saving…" }
    return form.content.title
  }

  private var submitLine: Line {
    let canSubmit = form.canSubmit
    let text =
      form.content.isSubmitting
      ? "saving…" : canSubmit ? "Ctrl-S" : "disabled until every field is valid"
    return Line(
      label: "[ Submit ]",
      text: text,
      style: canSubmit ? (form.isSubmitFocused ? .reverse : .bold) : .dim,
      isFocused: form.isSubmitFocused)
  }

  /// The lines of the field at `index`: a true or false field's box; a single line scrolled to
  /// its cursor; or a long text wrapped, at most `bodyLines` of it around the cursor; the
  /// cursor's line among them.
  private func valueLines(of index: Int, isFocused: Bool)
    -> (lines: [(text: String, cursor: Int?)], cursorLine: Int)
  {
    let input = form.inputs[index]
    if form.isLink(index) {
      return ([(form.shownText(of: index), nil)], 0)
    }
    let field = form.content.fields.element(at: index)
    if field?.isTrueFalse == true {
      return ([(Self.box(input.text), nil)], 0)
    }
    guard field?.wraps == true || input.allowsNewlines else {
      guard isFocused else { return ([(input.text, nil)], 0) }
      let line = input.visibleLine(width: valueWidth)
      return ([(line.text, line.cursorColumn)], 0)
    }
    let wrapped = input.wrappedLines(width: valueWidth)
    let shown = max(1, bodyLines)
    let start =
      isFocused ? max(0, min(wrapped.cursorLine - shown + 1, wrapped.lines.count - shown)) : 0
    let window = wrapped.lines.dropFirst(start).prefix(shown).enumerated().map { offset, text in
      (
        text: text,
        cursor: isFocused && start + offset == wrapped.cursorLine
          ? Optional(wrapped.cursorColumn) : nil
      )
    }
    return (
      window.isEmpty ? [("", isFocused ? 0 : nil)] : window, max(0, wrapped.cursorLine - start)
    )
  }

  /// A true or false field's text as its box: `[x]` for true, `[ ]` for false, and after an
  /// empty box what else it holds: `not set`, `null`.
  static func box(_ text: String) -> String {
    switch text {
    case "true": TrueFalseBox.checked
    case "false": TrueFalseBox.unchecked
    case "": TrueFalseBox.unchecked + " not set"
    default: TrueFalseBox.unchecked + " " + text
    }
  }
}
