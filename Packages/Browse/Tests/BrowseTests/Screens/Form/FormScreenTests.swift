import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct FormScreenTests {
  private static func newPost() -> FormScreen {
    FormScreen(RecordForm.newPost).linking(.jsonPlaceholder)
  }

  private static let leanne = LinkChoice.record(1, name: "Leanne Graham")
  private static let ervin = LinkChoice.record(2, name: "Ervin Howell")

  private func type(_ text: String, in form: inout FormScreen) -> [FormScreen.Outcome] {
    text.map { form.press(.character($0)) }
  }

  /// Runs on the picker of the form's link field what `key` asks of it, with `choices` loaded;
  /// returns the form's edit of the field, once one is picked.
  @discardableResult
  static func pickerPress(
    _ key: Key, in form: inout FormScreen, choices: [LinkChoice] = [leanne]
  ) -> FormInput? {
    let actions: [(String, LinkPicker.Action)]
    switch form.press(key) {
    case .send(let inputs):
      actions = inputs.compactMap { input in
        guard case .link(let field, let action) = input else { return nil }
        return (field, .picker(action))
      }
    case .pick(let key, let field):
      actions = [(field, .key(key, page: form.pickerPage))]
    default:
      return nil
    }
    let picker = LinkPicker(picker: PickerFeature { [] })
    var edit: FormInput?
    for (field, action) in actions {
      edit =
        form.updatePicker(field) { state in
          _ = picker.reduce(into: &state, action: action)
          if state.choices?.isLoading == true {
            _ = picker.reduce(into: &state, action: .picker(.choicesResponse(.success(choices))))
          }
        }?.edit
    }
    return edit
  }

  @discardableResult
  private func pickerPress(
    _ key: Key, in form: inout FormScreen, users: [LinkChoice] = [leanne]
  ) -> FormInput? {
    Self.pickerPress(key, in: &form, choices: users)
  }

  /// A new post's form with the focus on its title, past the author's picker.
  private static func onTheTitle() -> FormScreen {
    var form = newPost()
    _ = form.press(.tab)
    return form
  }

  /// A new post's form with Leanne picked as its author, the focus on its title.
  private static func withAuthorOnTheTitle() -> FormScreen {
    var form = newPost()
    pickerPress(.enter, in: &form)
    pickerPress(.enter, in: &form)
    _ = form.press(.tab)
    return form
  }

  /// The form's own state after `actions`, as its feature makes it: what the screen is
  /// updated with while keys typed since are still on their way to the store.
  private static func store(after actions: [RecordFormFeature.Action]) -> RecordForm {
    let feature = RecordFormFeature(collections: .unimplemented)
    var store = RecordForm.newPost
    for action in actions { _ = feature.reduce(into: &store, action: action) }
    return store
  }

  @Test func typingEditsTheFocusedFieldInPlaceAndSendsEachChange() {
    var form = Self.onTheTitle()
    checkEqual(type("Ada", in: &form).last, .send([.record(.setField("title", "Ada"))]))
    checkEqual(form.press(.left), .none)
    checkEqual(form.press(.left), .none)
    checkEqual(form.press(.character("東")), .send([.record(.setField("title", "A東da"))]))
    checkEqual(form.press(.backspace), .send([.record(.setField("title", "Ada"))]))
    checkEqual(form.press(.home), .none)
    checkEqual(form.press(.delete), .send([.record(.setField("title", "da"))]))
    checkEqual(form.press(.end), .none)
    checkEqual(form.press(.character("🍜")), .send([.record(.setField("title", "da🍜"))]))
    checkEqual(form.inputs[1].cursor, 3)
    check(form.hasChanges)
  }

  @Test func ctrlSSeesEveryKeyTypedBeforeItThoughTheStoreHasNotCaughtUp() {
    var form = Self.withAuthorOnTheTitle()
    checkEqual(form.inputs[0].text, "1", "Leanne")
    let store = Self.store(after: [.setField("userId", "1"), .fieldLeft("title")])
    checkEqual(store.status.errors?.isEmpty, false, "the store shows the title's problem")
    form.update { $0 = .record(store) }

    // Then, in one burst, before the store has any of it: the title, the body, save.
    _ = type("Ramen", in: &form)
    _ = form.press(.tab)
    _ = type("Noodles", in: &form)
    guard case .send(let inputs) = form.press(.control("s")) else {
      Issue.record("Ctrl-S was refused: the store's stale problem stopped it")
      return
    }
    checkEqual(inputs.last, .record(.submit), "\(inputs)")
  }

  @Test func aProblemShownForAFieldNotTypedInSinceStillStopsCtrlS() {
    var form = Self.withAuthorOnTheTitle()
    form.update {
      $0 = .record(Self.store(after: [.setField("userId", "1"), .fieldLeft("title")]))
    }
    _ = form.press(.tab)
    _ = type("Noodles", in: &form)
    check(!form.canSubmit, "the title is still empty")
  }

  @Test func submittingAnInvalidFormShowsEveryFieldsProblemsAndAValidOneSubmits() {
    var form = Self.newPost()
    check(!form.canSubmit)
    checkEqual(
      form.press(.control("s")),
      .send([
        .record(.fieldLeft("userId")), .record(.fieldLeft("title")),
        .record(.fieldLeft("body")),
      ]))
    pickerPress(.enter, in: &form)
    checkEqual(pickerPress(.enter, in: &form), .record(.setField("userId", "1")))
    _ = form.press(.tab)
    _ = type("Hello", in: &form)
    _ = form.press(.tab)
    _ = type("Hi", in: &form)
    check(form.canSubmit)
    checkEqual(form.press(.control("s")), .send([.record(.submit)]))
    _ = form.press(.tab)
    checkEqual(form.press(.enter), .send([.record(.submit)]), "Enter on the Submit button")
  }

  @Test func theAuthorIsPickedFromTheUsersNotTyped() {
    var form = Self.newPost()
    let users = [Self.leanne, Self.ervin]
    checkEqual(form.press(.backspace), .none, "the author is not edited as text")
    checkEqual(form.press(.character("e")), .send([.link(field: "userId", .open(query: "e"))]))
    pickerPress(.character("e"), in: &form, users: users)
    check(form.isPicking)
    checkEqual(form.pickers["userId"]?.query, "e")
    pickerPress(.character("r"), in: &form)
    pickerPress(.character("v"), in: &form)
    checkEqual(form.pickers["userId"]?.matches.map(\.id), ["2"])
    checkEqual(
      form.press(.character("j")), .pick(.character("j"), field: "userId"), "the picker's key")
    checkEqual(pickerPress(.enter, in: &form), .record(.setField("userId", "2")))
    check(!form.isPicking)
    checkEqual(form.inputs[0].text, "2")
    checkEqual(form.shownText(of: 0), "Ervin Howell (#2)")
    check(form.hasChanges)
  }

  /// A new post's form whose posts' bodies hold several lines, the focus on its body.
  private static func onALinedBody() -> FormScreen {
    let post: JSONObject = ["userId": 1, "id": 1, "title": "A title", "body": "One\nTwo"]
    var lined = RecordForm(
      new: BrowsedResource(name: "posts"), names: post.names,
      schema: RecordSchema(records: [post]), idField: "id")
    lined.rules = ResourceCatalog.jsonPlaceholder.rules["posts"] ?? [:]
    var form = FormScreen(lined).linking(.jsonPlaceholder)
    _ = form.press(.tab)
    _ = form.press(.tab)
    return form
  }

  @Test func theBodyTakesEnterAndItsArrowsAndLeavesFromItsEnds() {
    var form = Self.onALinedBody()
    checkEqual(form.focus, 2)
    _ = type("one", in: &form)
    checkEqual(form.press(.enter), .send([.record(.setField("body", "one\n"))]))
    _ = type("two", in: &form)
    checkEqual(form.press(.up), .none, "↑ moves to the first line")
    checkEqual(form.focus, 2)
    checkEqual(form.press(.up), .send([.record(.fieldLeft("body"))]), "↑ on the first line leaves")
    checkEqual(form.focus, 1)
    _ = form.press(.down)
    checkEqual(form.press(.down), .none)
    checkEqual(form.press(.down), .send([.record(.fieldLeft("body"))]))
    check(form.isSubmitFocused)
  }

  @Test func ctrlEOnTheBodyAsksForTheEditorAndItsTextReplacesTheBody() {
    var form = Self.onALinedBody()
    _ = form.press(.backTab)
    _ = type("Hi", in: &form)
    _ = form.press(.left)
    checkEqual(form.press(.control("e")), .none, "Ctrl-E is the end of the line elsewhere")
    checkEqual(
      form.press(.control("e")), .refused("Ctrl-E: the editor opens on body"),
      "at the end already, it says why the editor did not open")
    _ = form.press(.tab)
    _ = type("draft", in: &form)
    checkEqual(form.press(.control("e")), .editBody("draft"))
    checkEqual(
      form.setBody("from\nthe editor"), .send([.record(.setField("body", "from\nthe editor"))]))
    checkEqual(form.inputs[2].text, "from\nthe editor")
    form.editorFailed("the editor exited with status 1")
    checkEqual(form.notice, "the editor exited with status 1")
    _ = form.press(.left)
    checkEqual(form.notice, nil)
  }

  @Test func escWhileSavingGoesBackOnceTheSaveFailed() {
    var saving = RecordForm.newPost
    saving.status = .submitting
    var form = FormScreen(saving)
    checkEqual(form.press(.escape), .none)
    checkEqual(form.notice, "saving: Esc goes back once the server answers")
    checkEqual(form.leftOnceAnswered(), .none, "still saving")
    checkEqual(form.inputs[0].text, "")
  }

  /// No key is lost to a save: what is typed meanwhile, Esc after it included, waits for the
  /// answer, in order.
  @Test func keysTypedWhileSavingWaitForTheAnswer() {
    var saving = RecordForm.newPost
    saving.status = .submitting
    var form = FormScreen(saving)
    checkEqual(form.press(.character("x")), .none)
    checkEqual(form.notice, "saving: what you type waits for the server's answer")
    checkEqual(form.press(.escape), .none)
    checkEqual(form.held.keys, [.character("x"), .escape])
    checkEqual(form.inputs[0].text, "", "nothing typed in yet")
    check(!form.leavesOnceAnswered, "Esc waits behind x")
  }

  /// A save is never sent again of itself: Ctrl-S while saving is said, not kept.
  @Test func ctrlSWhileSavingIsSaidAndNotKept() {
    var saving = RecordForm.newPost
    saving.status = .submitting
    var form = FormScreen(saving)
    checkEqual(form.press(.control("s")), .none)
    checkEqual(form.notice, "saving: sent already; Ctrl-S sends it again once the server answers")
    check(form.held.isEmpty)
    _ = form.press(.escape)
    _ = form.press(.character("x"))
    check(form.leavesOnceAnswered, "Esc first leaves once answered")
    checkEqual(form.held.keys, [.character("x")], "what came after Esc waits, to be said unused")
  }

  @Test func ctrlROnAFormWithoutAConflictSaysWhy() {
    var form = Self.newPost()
    checkEqual(
      form.press(.control("r")),
      .refused("Ctrl-R: only after a save refused since the item changed"))
  }

  @Test func escLeavesAnUnchangedFormAtOnceAndAsksAboutAChangedOne() {
    var form = Self.newPost()
    checkEqual(form.press(.escape), .leave)
    _ = form.press(.tab)
    _ = type("x", in: &form)
    checkEqual(form.press(.escape), .none)
    check(form.isConfirmingDiscard)
    checkEqual(form.press(.character("n")), .none)
    check(!form.isConfirmingDiscard)
    checkEqual(form.inputs[1].text, "x", "the answer is not typed")
    _ = form.press(.escape)
    checkEqual(form.press(.enter), .none, "anything but y keeps the form")
    _ = form.press(.escape)
    checkEqual(form.press(.character("y")), .leave)
  }

  @Test func escOnThePickerKeepsTheAuthor() {
    var form = Self.newPost()
    pickerPress(.enter, in: &form, users: [Self.leanne, Self.ervin])
    pickerPress(.character("j"), in: &form)
    pickerPress(.escape, in: &form)
    check(!form.isPicking)
    checkEqual(form.inputs[0].text, "")
    check(!form.hasChanges)
  }

}
