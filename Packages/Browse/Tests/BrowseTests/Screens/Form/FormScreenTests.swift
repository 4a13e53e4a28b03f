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
    FormScreen(PostForm.new(PostFormFeature.State(mode: .create))).linking(.jsonPlaceholder)
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

  @Test func typingEditsTheFocusedFieldInPlaceAndSendsEachChange() {
    var form = Self.onTheTitle()
    #expect(type("Ada", in: &form).last == .send([.post(.setField(.title, "Ada"))]))
    #expect(form.press(.left) == .none)
    #expect(form.press(.left) == .none)
    #expect(form.press(.character("東")) == .send([.post(.setField(.title, "A東da"))]))
    #expect(form.press(.backspace) == .send([.post(.setField(.title, "Ada"))]))
    #expect(form.press(.home) == .none)
    #expect(form.press(.delete) == .send([.post(.setField(.title, "da"))]))
    #expect(form.press(.end) == .none)
    #expect(form.press(.character("🍜")) == .send([.post(.setField(.title, "da🍜"))]))
    #expect(form.inputs[1].cursor == 3)
    #expect(form.hasChanges)
  }

  /// A new post's form with Leanne picked as its author, the focus on its title.
  private static func withAuthorOnTheTitle() -> FormScreen {
    var form = newPost()
    pickerPress(.enter, in: &form)
    pickerPress(.enter, in: &form)
    _ = form.press(.tab)
    return form
  }

  @Test func ctrlSSeesEveryKeyTypedBeforeItThoughTheStoreHasNotCaughtUp() {
    var form = Self.withAuthorOnTheTitle()
    #expect(form.inputs[0].text == "1", "Leanne")
    let feature = PostFormFeature(client: .unimplemented)
    var store = PostFormFeature.State(mode: .create)
    _ = feature.reduce(into: &store, action: .setField(.userId, "1"))
    _ = feature.reduce(into: &store, action: .fieldLeft(.title))
    #expect(store.status.errors?.isEmpty == false, "the store shows the title's problem")
    form.update { $0 = .newPost(store) }

    // Then, in one burst, before the store has any of it: the title, the body, save.
    _ = type("Ramen", in: &form)
    _ = form.press(.tab)
    _ = type("Noodles", in: &form)
    guard case .send(let inputs) = form.press(.control("s")) else {
      Issue.record("Ctrl-S was refused: the store's stale problem stopped it")
      return
    }
    #expect(inputs.last == .post(.submit), "\(inputs)")
  }

  @Test func aProblemShownForAFieldNotTypedInSinceStillStopsCtrlS() {
    var form = Self.withAuthorOnTheTitle()
    let feature = PostFormFeature(client: .unimplemented)
    var store = PostFormFeature.State(mode: .create)
    _ = feature.reduce(into: &store, action: .setField(.userId, "1"))
    _ = feature.reduce(into: &store, action: .fieldLeft(.title))
    form.update { $0 = .newPost(store) }
    _ = form.press(.tab)
    _ = type("Noodles", in: &form)
    #expect(!form.canSubmit, "the title is still empty")
  }

  @Test func ctrlROnAFormWithoutAConflictSaysWhy() {
    var form = Self.newPost()
    #expect(
      form.press(.control("r"))
        == .refused("Ctrl-R: only after a save refused since the item changed"))
  }

  @Test func theBodyTakesEnterAndItsArrowsAndLeavesFromItsEnds() {
    var form = Self.newPost()
    _ = form.press(.tab)
    _ = form.press(.tab)
    #expect(form.focus == 2)
    _ = type("one", in: &form)
    #expect(form.press(.enter) == .send([.post(.setField(.body, "one\n"))]))
    _ = type("two", in: &form)
    #expect(form.press(.up) == .none, "↑ moves to the first line")
    #expect(form.focus == 2)
    #expect(form.press(.up) == .send([.post(.fieldLeft(.body))]), "↑ on the first line leaves")
    #expect(form.focus == 1)
    _ = form.press(.down)
    #expect(form.press(.down) == .none)
    #expect(form.press(.down) == .send([.post(.fieldLeft(.body))]))
    #expect(form.isSubmitFocused)
  }

  @Test func ctrlEOnTheBodyAsksForTheEditorAndItsTextReplacesTheBody() {
    var form = Self.newPost()
    _ = form.press(.tab)
    _ = type("Hi", in: &form)
    _ = form.press(.left)
    #expect(form.press(.control("e")) == .none, "Ctrl-E is the end of the line elsewhere")
    #expect(
      form.press(.control("e")) == .refused("Ctrl-E: the editor opens on the body"),
      "at the end already, it says why the editor did not open")
    _ = form.press(.tab)
    _ = type("draft", in: &form)
    #expect(form.press(.control("e")) == .editBody("draft"))
    #expect(
      form.setBody("from\nthe editor") == .send([.post(.setField(.body, "from\nthe editor"))]))
    #expect(form.inputs[2].text == "from\nthe editor")
    form.editorFailed("the editor exited with status 1")
    #expect(form.notice == "the editor exited with status 1")
    _ = form.press(.left)
    #expect(form.notice == nil)
  }

  @Test func submittingAnInvalidFormShowsEveryFieldsProblemsAndAValidOneSubmits() {
    var form = Self.newPost()
    #expect(!form.canSubmit)
    #expect(
      form.press(.control("s"))
        == .send([.post(.fieldLeft(.userId)), .post(.fieldLeft(.title)), .post(.fieldLeft(.body))]))
    pickerPress(.enter, in: &form)
    #expect(pickerPress(.enter, in: &form) == .post(.setField(.userId, "1")))
    _ = form.press(.tab)
    _ = type("Hello", in: &form)
    _ = form.press(.tab)
    _ = type("Hi", in: &form)
    #expect(form.canSubmit)
    #expect(form.press(.control("s")) == .send([.post(.submit)]))
    _ = form.press(.tab)
    #expect(form.press(.enter) == .send([.post(.submit)]), "Enter on the Submit button")
  }

  @Test func aShownProblemKeepsSubmitDisabledUntilTheFieldChanges() {
    let taken = FormErrors([.init(field: "title", messages: ["is taken"])])
    var form = FormScreen(
      PostForm.new(
        PostFormFeature.State(
          mode: .create, fields: .init(userId: "1", title: "Hello", body: "Hi"),
          status: .invalid(taken))))
    #expect(!form.canSubmit)
    form.update {
      $0 = .newPost(
        PostFormFeature.State(
          mode: .create, fields: .init(userId: "1", title: "Hello!", body: "Hi")))
    }
    #expect(form.canSubmit)
    #expect(form.inputs[1].text == "Hello", "the inputs keep what was typed")
  }

  @Test func anEditStartsFilledInAndSkipsTheAuthorThatCannotChange() {
    let post = Sample.post(7, by: 2, title: "Ramen", body: "Noodles")
    var form = FormScreen(
      PostForm.edit(PostEditFeature.State(id: 7, form: .loaded(.init(mode: .edit(post)))))
    )
    .linking(.jsonPlaceholder)
    #expect(form.inputs.map(\.text) == ["2", "Ramen", "Noodles"])
    #expect(form.focus == 1)
    #expect(!form.hasChanges)
    _ = form.press(.backTab)
    #expect(form.isSubmitFocused, "Shift-Tab skips the author")
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

  @Test func theAuthorIsPickedFromTheUsersNotTyped() {
    var form = Self.newPost()
    let users = [Self.leanne, Self.ervin]
    #expect(form.press(.backspace) == .none, "the author is not edited as text")
    #expect(form.press(.character("e")) == .send([.link(field: "userId", .open(query: "e"))]))
    pickerPress(.character("e"), in: &form, users: users)
    #expect(form.isPicking)
    #expect(form.pickers["userId"]?.query == "e")
    pickerPress(.character("r"), in: &form)
    pickerPress(.character("v"), in: &form)
    #expect(form.pickers["userId"]?.matches.map(\.id) == ["2"])
    #expect(
      form.press(.character("j")) == .pick(.character("j"), field: "userId"), "the picker's key")
    #expect(pickerPress(.enter, in: &form) == .post(.setField(.userId, "2")))
    #expect(!form.isPicking)
    #expect(form.inputs[0].text == "2")
    #expect(form.shownText(of: 0) == "Ervin Howell (#2)")
    #expect(form.hasChanges)
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

  @Test func aFormLoadingItsItemOnlyLeavesAndAFailedLoadRetriesOnR() {
    var form = FormScreen(PostForm.edit(PostEditFeature.State(id: 7)))
    #expect(form.press(.character("r")) == .none)
    #expect(form.inputs.isEmpty)
    form.update {
      $0 = .post(PostEditFeature.State(id: 7, form: .failed(LoadFailure(message: "offline"))))
    }
    #expect(form.press(.character("r")) == .reload)
    #expect(form.press(.escape) == .leave)
    form.update {
      $0 = .post(
        PostEditFeature.State(
          id: 7, form: .loaded(.init(mode: .edit(Sample.post(7, title: "Ramen"))))))
    }
    #expect(form.inputs.map(\.text) == ["1", "Ramen", ""])
  }

  @Test func keysAreIgnoredWhileSavingAndEscGoesBackOnceTheSaveFailed() {
    var form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create, status: .submitting)))
    #expect(form.press(.character("x")) == .none)
    #expect(form.press(.escape) == .none)
    #expect(form.notice == "saving: Esc goes back once the server answers")
    #expect(form.leftOnceAnswered() == .none, "still saving")
    #expect(form.inputs[0].text == "")
  }

}
