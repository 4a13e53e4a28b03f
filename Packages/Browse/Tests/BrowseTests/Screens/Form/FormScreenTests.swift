import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
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

  @Test func ctrlROnAFormWithoutAConflictSaysWhy() {
    var form = Self.newPost()
    #expect(
      form.press(.control("r"))
        == .refused("Ctrl-R: only after a save refused since the item changed"))
  }

  @Test func escLeavesAnUnchangedFormAtOnceAndAsksAboutAChangedOne() {
    var form = Self.newPost()
    #expect(form.press(.escape) == .leave)
    _ = form.press(.tab)
    _ = type("x", in: &form)
    #expect(form.press(.escape) == .none)
    #expect(form.isConfirmingDiscard)
    #expect(form.press(.character("n")) == .none)
    #expect(!form.isConfirmingDiscard)
    #expect(form.inputs[1].text == "x", "the answer is not typed")
    _ = form.press(.escape)
    #expect(form.press(.enter) == .none, "anything but y keeps the form")
    _ = form.press(.escape)
    #expect(form.press(.character("y")) == .leave)
  }

  @Test func escOnThePickerKeepsTheAuthor() {
    var form = Self.newPost()
    pickerPress(.enter, in: &form, users: [Self.leanne, Self.ervin])
    pickerPress(.character("j"), in: &form)
    pickerPress(.escape, in: &form)
    #expect(!form.isPicking)
    #expect(form.inputs[0].text == "")
    #expect(!form.hasChanges)
  }

}
