import Features
import ScreenKit
import TerminalKit

/// A screen with a form that creates or edits an item (``FormSubject``): a record of any
/// resource, or an API's own (a post, a user); the form's feature state, and the editing
/// around it, which the feature does not see: each field's text with its cursor,
/// the focused row, and the question whether to discard the changes.
///
/// The fields' text is the inputs'; every change is sent to the form as a field edit, and
/// leaving a field sends `fieldLeft`, so that its problems show from then on. The rows are the
/// fields and, last, the Submit button.
///
/// A field that links to another resource (a post's `userId`, a book's `authorId`: a foreign
/// key of the catalog's, or a JSON:API book's `author` relationship, `linking(_:)`) is not
/// typed: Enter or a letter on its row opens its
/// picker, whose own feature holds that resource's records and the search; once it picks, the
/// record's id goes to the form as the field's edit. Backspace empties it.
public struct FormScreen: Sendable, Hashable {
  /// What a key asks of the browser.
  public enum Outcome: Sendable, Hashable {
    case none
    /// Actions for the form, in order.
    case send([FormInput])
    case leave
    /// Loads the item to edit again after a failure.
    case reload
    /// Reads the item again after a save refused since it changed meanwhile, keeping the fields
    /// changed here.
    case reloadKeepingEdits
    /// Edits the text of a long field, such as a body, in the external editor.
    case editBody(String)
    /// The key is the picker's of the link field named `field`, open over the form.
    case pick(Key, field: String)
    /// The key does nothing here, for this reason, which the status line says.
    case refused(String)
  }

  /// The form's subject, as the form screen reads it.
  public private(set) var content: FormContent
  /// The fields' text being edited, in the form's order; empty until the form is there.
  private(set) var inputs: [TextInput] = []
  /// The fields' text when the form was opened, to tell whether anything changed.
  private(set) var original: [String] = []
  /// The focused row: a field's index, or `inputs.count` for the Submit button.
  public private(set) var focus = 0
  /// Whether the screen asks `Discard changes? [y/N]`.
  private(set) var isConfirmingDiscard = false
  /// A message about the last thing tried, such as the editor's failure, until the next key.
  public private(set) var notice: String?
  /// Whether Esc was pressed while the form was saved: it leaves once the server answered,
  /// as it would have at once, if the save did not close the form.
  private(set) var leavesOnceAnswered = false
  /// The keys typed while the form was saved (Esc only after another): pressed again once the
  /// server answered when the form stays, and said not to have been used when it closes, saved.
  var held = HeldKeys()
  /// The field whose text the external editor edits, while it does.
  private(set) var editedField: Int?
  /// The terminal's size, which the browser gives the form as it opens it and as it changes:
  /// how many records a picker shows at once.
  public var size = TerminalSize(columns: 80, rows: 24)
  /// The resource whose records each link field names, by the field's name (`linking(_:)`).
  public private(set) var links: [String: BrowsedResource] = [:]
  /// The picker of each link field, by the field's name, once the form's fields are there.
  private(set) var pickers: [String: LinkPicker.State] = [:]
  /// The names of the records the link fields named as the form opened, where known, by field.
  private var linkNames: [String: String]
  /// The link fields whose record's name was asked of the server (``nameLookups()``).
  private var namesAsked: Set<String> = []

  /// A screen with the form of `subject`, whose link fields name the records called
  /// `linkNames` (a post's author by name), by field, where known.
  public init(_ subject: some FormSubject, linkNames: [String: String] = [:]) {
    content = FormContent(subject)
    self.linkNames = linkNames
    fillInputs()
  }

  /// The form with the fields whose names are foreign keys of `catalog`'s resources (`userId`
  /// of `users`), and its to-one JSON:API relationships to them (``FormContent/linkedType(at:)``),
  /// chosen from those resources' records, each with its picker.
  func linking(_ catalog: ResourceCatalog) -> FormScreen {
    var form = self
    for (index, field) in content.fields.enumerated() {
      form.links[field.name] =
        content.linkedType(at: index).flatMap(catalog.resource(ofType:))
        ?? catalog.resource(linkedBy: field.name)
    }
    form.makePickers()
    return form
  }

  /// A picker for each link field that has none, once the fields are there, starting on the
  /// record the field names.
  private mutating func makePickers() {
    for (index, field) in content.fields.enumerated() {
      guard links[field.name] != nil, pickers[field.name] == nil,
        let input = inputs.element(at: index)
      else { continue }
      let id = content.linkedID(at: index, text: input.text)
      pickers[field.name] = LinkPicker.State(
        chosen: id, chosenName: id == nil ? nil : linkNames[field.name])
    }
  }

  /// The records a picker shows at once, below the form's title and the search: how far PgDn
  /// goes in it.
  var pickerPage: Int {
    max(1, ScreenLayout.bodyRows(size) - 2)
  }

  func laidOut(in size: TerminalSize) -> FormScreen {
    var form = self
    form.size = size
    return form
  }

  /// The link field whose picker is open over the form, if any.
  var pickingField: String? {
    pickers.first { $0.value.isOpen }?.key
  }

  var isPicking: Bool {
    pickingField != nil
  }

  /// Whether the field at `index` links to another resource's records.
  func isLink(_ index: Int) -> Bool {
    content.fields.element(at: index).map { links[$0.name] != nil } ?? false
  }

  /// Applies `change` to the picker of the link field `field`, its reducer's. When it chooses
  /// another record, puts the record's id into the field and returns the form's edit of it, to
  /// send after. `nil` for a field without a picker.
  mutating func updatePicker<Result>(
    _ field: String, _ change: (inout LinkPicker.State) -> Result
  ) -> (result: Result, edit: FormInput?)? {
    guard var picker = pickers[field] else { return nil }
    let before = picker.chosen
    let result = change(&picker)
    pickers[field] = picker
    guard let chosen = picker.chosen, chosen != before,
      let choice = picker.choices?.value?.first(where: { $0.id == chosen }),
      let index = content.fields.firstIndex(where: { $0.name == field }),
      inputs.indices.contains(index)
    else { return (result, nil) }
    let text = content.linkText(to: choice, at: index)
    guard let edit = content.setField(index, to: text) else { return (result, nil) }
    inputs[index].setText(text)
    return (result, edit)
  }

  /// The link fields whose record's name is not known and was not asked for yet, each with
  /// the id it names and the resource it is of; marked as asked.
  mutating func nameLookups() -> [(field: String, id: String, resource: BrowsedResource)] {
    var lookups: [(field: String, id: String, resource: BrowsedResource)] = []
    for (field, picker) in pickers.sorted(by: { $0.key < $1.key }) {
      guard let id = picker.chosen, picker.chosenName == nil, let resource = links[field],
        namesAsked.insert(field).inserted
      else { continue }
      lookups.append((field, id, resource))
    }
    return lookups
  }

  /// The record `id` that the link field `field` names is called `name`, as the server said.
  public mutating func named(_ field: String, id: String, name: String) {
    guard pickers[field]?.chosen == id, pickers[field]?.chosenName == nil else { return }
    pickers[field]?.chosenName = name
  }

  /// What the field at `index` shows: the record a link field names, by name (`Leanne Graham
  /// (#1)`), or by id while its name is not known; else the field's text.
  func shownText(of index: Int) -> String {
    guard let input = inputs.element(at: index) else { return "" }
    guard let name = content.fields.element(at: index)?.name, let picker = pickers[name] else {
      return input.text
    }
    if input.text.isEmpty { return "" }
    guard let id = content.linkedID(at: index, text: input.text) else { return input.text }
    return picker.chosen == id ? picker.chosenText : "#\(id)"
  }

  /// Applies `change` to the form's feature state, such as its reducer's, and fills the fields
  /// once the form is there. The fields' text stays the inputs'.
  mutating func update<Result>(_ change: (inout FormContent) -> Result) -> Result {
    let result = change(&content)
    fillInputs()
    return result
  }

  /// Takes the fields the form holds after its item was read again keeping the edits: the
  /// inputs show the new values of the fields not changed here, and what the form was opened
  /// with becomes the new version's, so that Esc asks only about what differs from it.
  mutating func takeReloadedFields() {
    guard let texts = content.texts, texts.count == inputs.count else { return }
    for (index, text) in texts.enumerated() where inputs[index].text != text {
      inputs[index].setText(text)
    }
    original = content.loadedTexts ?? texts
  }

  private mutating func fillInputs() {
    guard inputs.isEmpty, let texts = content.texts else { return }
    inputs = zip(content.fields, texts).map { field, text in
      TextInput(text, allowsNewlines: field.allowsNewlines)
    }
    original = inputs.map(\.text)
    focus = inputs.indices.first { content.isEditable($0) } ?? inputs.count
    makePickers()
  }

  /// Whether any field differs from what it held when the form was opened.
  var hasChanges: Bool {
    inputs.map(\.text) != original
  }

  /// Whether the Submit button may be pressed: the form's rules pass on the fields as typed
  /// and no problem is shown.
  var canSubmit: Bool {
    content.canSubmit(texts: inputs.map(\.text))
  }

  var isSubmitFocused: Bool {
    focus == inputs.count
  }

  /// Whether the form is there to edit: its item read, and not being saved.
  var isReady: Bool {
    !content.isLoading && content.loadFailure == nil && !inputs.isEmpty && !content.isSubmitting
  }

  /// Whether the focused row is a link field that may change, which opens its picker.
  var isOnPicker: Bool {
    isLink(focus) && content.isEditable(focus)
  }

  /// The name of the focused field; `nil` on the Submit button.
  private var focusedField: String? {
    content.fields.element(at: focus)?.name
  }

  /// Whether the focused row is the body, which takes several lines.
  var isOnBody: Bool {
    inputs.element(at: focus)?.allowsNewlines == true
  }

  /// Whether the focused row is a long text, wrapped over several lines (``FormFieldInfo/wraps``),
  /// which the external editor edits.
  var isOnLongText: Bool {
    content.fields.element(at: focus)?.wraps == true && !isLink(focus)
  }

  /// Whether the focused row is a true or false field that may change: Space switches it.
  var isOnTrueFalse: Bool {
    content.fields.element(at: focus)?.isTrueFalse == true && content.isEditable(focus)
  }

  /// The label of the field at `index`, with its kind unless it is a link (``FormFieldInfo/label(asLink:)``).
  func label(of index: Int) -> String {
    content.fields.element(at: index)?.label(asLink: isLink(index)) ?? ""
  }

  /// The fewest columns a field's text is given beside the labels; a narrower window shows
  /// each field's text under its label (``isStacked(in:)``).
  static let narrowestValue = 24
  /// The column of the fields' text under their labels in a narrow window.
  static let stackedValueColumn = 4

  /// The column of the fields' text beside the labels, after the longest one.
  private var besideLabels: Int {
    2 + (content.fields.indices.map { label(of: $0).displayWidth }.max() ?? 0) + 2
  }

  /// Whether a window `width` columns wide shows each field's text on the lines under its
  /// label, the labels leaving too little beside them.
  func isStacked(in width: Int) -> Bool {
    width - besideLabels - 1 < Self.narrowestValue
  }

  /// The column of the fields' text in a window `width` columns wide: after the longest label,
  /// or under the labels, indented.
  func valueColumn(in width: Int) -> Int {
    isStacked(in: width) ? Self.stackedValueColumn : besideLabels
  }

  /// How wide the fields' text is shown in a window `width` columns wide.
  func valueWidth(in width: Int) -> Int {
    max(1, width - valueColumn(in: width) - 1)
  }

  /// Applies `key`: the answer to the question whether to discard the changes, the open
  /// picker's keys, then the form's keys (``keys``), then the focused field's editing.
  public mutating func press(_ key: Key) -> Outcome {
    notice = nil
    if content.isSubmitting, held.isEmpty,
      key == .control("s") || (key == .enter && isSubmitFocused)
    {
      // Never sent again of itself once the server answered: a failed create may have been
      // made, which its message says before anything is sent again.
      notice = "saving: sent already; Ctrl-S sends it again once the server answers"
      return .none
    }
    // Esc alone waits as it did (it leaves once the server answered); after typed keys, in turn.
    if key != .escape || !held.isEmpty, held.hold(key, isWaiting: content.isSubmitting) {
      notice = "saving: what you type waits for the server's answer"
      return .none
    }
    if isConfirmingDiscard {
      isConfirmingDiscard = false
      return key == .character("y") || key == .character("Y") ? .leave : .none
    }
    if let field = pickingField { return .pick(key, field: field) }
    switch Self.keys.press(key, on: (), &self) {
    case .done(let outcome): return outcome
    case .refused(let reason): return .refused(reason)
    case .passed: return type(key)
    }
  }

  /// Esc: leaves the form, after asking whether to discard its changes; while it is saved,
  /// once the server answered (`leftOnceAnswered()`).
  public mutating func leave() -> Outcome {
    if content.isSubmitting {
      leavesOnceAnswered = true
      notice = "saving: Esc goes back once the server answers"
      return .none
    }
    guard isReady, hasChanges else { return .leave }
    isConfirmingDiscard = true
    return .none
  }

  /// Enter off the body: opens a link field's picker on its row, submits on the Submit
  /// button, and goes to the next row on another field.
  public mutating func enter() -> Outcome {
    if isOnPicker, let field = focusedField {
      return .send([.link(field: field, .open(query: nil))])
    }
    if isSubmitFocused { return submit() }
    return moveFocus(by: 1)
  }

  /// `↑` or `↓`, `by` -1 or 1: in a long text, moves between its lines as they are wrapped,
  /// and leaves it from the first or the last; elsewhere, to the row before or after.
  mutating func arrow(by step: Int) -> Outcome {
    if isOnLongText, inputs.indices.contains(focus),
      inputs[focus].moveAcrossWrappedLines(down: step > 0, width: valueWidth(in: size.columns))
    {
      return .none
    }
    return moveFocus(by: step)
  }

  /// Ctrl-E: a long text, such as the body, in the external editor; elsewhere, the end of the
  /// field's line.
  mutating func editBody() -> Outcome {
    guard isOnLongText, content.isEditable(focus), let input = inputs.element(at: focus) else {
      return endOfLine()
    }
    editedField = focus
    return .editBody(input.text)
  }

  /// A key typed into the focused field, while the form is there: on a link field's row, a
  /// letter or a paste opens the picker searching for it, and Backspace or Delete empties it.
  private mutating func type(_ key: Key) -> Outcome {
    guard isReady, let input = inputs.element(at: focus) else { return .none }
    if content.fields.element(at: focus)?.isTrueFalse == true { return switchTrueFalse(key) }
    if isOnPicker, let field = focusedField {
      switch key {
      case .character(let character):
        return .send([.link(field: field, .open(query: String(character)))])
      case .paste:
        // A paste is the picker's search, as the same text typed would be.
        var search = TextInput(allowsNewlines: false)
        guard search.apply(key), !search.text.isEmpty else { return .none }
        return .send([.link(field: field, .open(query: search.text))])
      case .backspace, .delete:
        guard !input.text.isEmpty, let edit = content.setField(focus, to: "") else { return .none }
        inputs[focus].setText("")
        pickers[field]?.chosen = nil
        pickers[field]?.chosenName = nil
        return .send([edit])
      default:
        return .none
      }
    }
    guard content.isEditable(focus), inputs[focus].apply(key), inputs[focus].text != input.text,
      let edit = content.setField(focus, to: inputs[focus].text)
    else { return .none }
    return .send([edit])
  }

  /// A key on a true or false field: Space switches it, from unset to true; Backspace or
  /// Delete unsets a new item's, which is then not sent; another key says so.
  private mutating func switchTrueFalse(_ key: Key) -> Outcome {
    guard content.isEditable(focus), let input = inputs.element(at: focus) else { return .none }
    let text: String
    switch key {
    case .character(" "): text = input.text == "true" ? "false" : "true"
    case .backspace where content.isNew, .delete where content.isNew: text = ""
    case .character, .paste, .backspace, .delete:
      let name = content.fields.element(at: focus)?.name ?? "the field"
      return .refused("\(name.sanitizedForTerminalLine) is true or false: Space switches it")
    default: return .none
    }
    guard text != input.text, let edit = content.setField(focus, to: text) else { return .none }
    inputs[focus].setText(text)
    return .send([edit])
  }

  /// Ctrl-E outside a long text: the end of the field's line, as in a shell; where that moves
  /// nothing, why the editor did not open.
  private mutating func endOfLine() -> Outcome {
    if inputs.indices.contains(focus), content.isEditable(focus), !isLink(focus) {
      let before = inputs[focus]
      if inputs[focus].apply(.control("e")), inputs[focus] != before { return .none }
    }
    let long = content.fields.enumerated().filter { $0.element.wraps && !isLink($0.offset) }
      .map { $0.element.name.sanitizedForTerminalLine }
    guard !long.isEmpty else { return .refused("Ctrl-E: this form has no long text to edit") }
    return .refused("Ctrl-E: the editor opens on " + TextLayout.listedWithOr(long))
  }

  /// Submits the form when it may be; otherwise shows the problems of every field, as if each
  /// had been left.
  func submit() -> Outcome {
    if canSubmit { return .send([content.submit]) }
    return .send(inputs.indices.compactMap { content.fieldLeft($0) })
  }

  /// Moves the focus by `delta` rows over the fields that may change and the Submit button,
  /// leaving the focused field.
  mutating func moveFocus(by delta: Int, wrapping: Bool = false) -> Outcome {
    let rows = inputs.count + 1
    var next = focus
    repeat {
      next += delta
      if wrapping {
        next = (next % rows + rows) % rows
      } else if next < 0 || next >= rows {
        return .none
      }
    } while next < inputs.count && !content.isEditable(next) && next != focus
    let left = focus
    focus = next
    guard left != next, let action = content.fieldLeft(left) else { return .none }
    return .send([action])
  }

  /// Puts the external editor's text into the field it edited; a field of one line takes its
  /// line breaks as spaces, and says so.
  mutating func setBody(_ text: String) -> Outcome {
    defer { editedField = nil }
    guard let index = editedField ?? inputs.firstIndex(where: \.allowsNewlines),
      inputs.indices.contains(index)
    else { return .none }
    inputs[index].setText(text)
    if inputs[index].text != text, text.contains(where: \.isNewline),
      let name = content.fields.element(at: index)?.name
    {
      notice = "\(name.sanitizedForTerminalLine) is one line: its line breaks became spaces"
    }
    guard let edit = content.setField(index, to: inputs[index].text) else { return .none }
    return .send([edit])
  }

  /// Esc pressed while the form was saved, once the save failed: leaves as Esc does then.
  /// Nothing while it is still saved, or when Esc was not pressed.
  mutating func leftOnceAnswered() -> Outcome {
    guard leavesOnceAnswered, !content.isSubmitting else { return .none }
    leavesOnceAnswered = false
    notice = nil
    return leave()
  }

  /// Says why the external editor did not change the field it edited.
  mutating func editorFailed(_ message: String) {
    editedField = nil
    notice = message
  }
}
