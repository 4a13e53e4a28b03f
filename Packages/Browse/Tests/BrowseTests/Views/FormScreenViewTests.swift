import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct FormScreenViewTests {
  private static let post = FormScreen(
    PostForm.new(
      PostFormFeature.State(
        mode: .create, fields: .init(userId: "1", title: "Hello", body: "First line\nSecond line"))
    )
  ).linking(.jsonPlaceholder)

  @Test func eachFieldIsALabelledRowWithTheSubmitButtonLast() {
    let lines = FormScreenView(form: Self.post, width: 80, bodyLines: 5, spinner: "⠋").lines().lines
    #expect(
      lines.map(\.label) == ["New post", "Author *", "Title *", "Body *", "", "", "[ Submit ]"])
    #expect(lines.map(\.text) == ["", "#1", "Hello", "First line", "Second line", "", "Ctrl-S"])
    #expect(lines[1].isFocused)
    #expect(lines[1].cursorColumn == nil, "the author is chosen, not typed")
  }

  @Test func theAuthorShowsByNameOrSaysHowToChooseOne() {
    let post = Sample.post(7, by: 1, title: "Ramen")
    let edit = FormScreen(
      PostForm.edit(PostEditFeature.State(id: 7, form: .loaded(.init(mode: .edit(post))))),
      linkNames: ["userId": "Leanne Graham"]
    ).linking(.jsonPlaceholder)
    let lines = FormScreenView(form: edit, width: 80, bodyLines: 3, spinner: "⠋").lines().lines
    #expect(lines[1].text == "Leanne Graham (#1)")

    let blank = FormErrors([.init(field: "userId", messages: [FormValidation.blankMessage])])
    let new = FormScreen(PostForm.new(.init(mode: .create, status: .invalid(blank))))
      .linking(.jsonPlaceholder)
    let newLines = FormScreenView(form: new, width: 80, bodyLines: 3, spinner: "⠋").lines().lines
    #expect(newLines[1].text == "none · Enter to choose")
    #expect(newLines[2].text == "is required: press Enter to choose one")
    #expect(newLines[2].style == .error)
  }

  @Test func thePickerShowsTheSearchTheMatchesAndTheHighlight() {
    var form = FormScreen(PostForm.new(.init(mode: .create))).linking(.jsonPlaceholder)
    _ = form.updatePicker("userId") { state in
      state.isOpen = true
      state.choices = .loaded([
        LinkChoice.record(1, name: "Leanne Graham"), LinkChoice.record(2, name: "Ervin Howell"),
      ])
      state.query = "e"
      state.isEditingQuery = true
      state.cursor = 1
    }
    let (lines, focus) = FormScreenView(form: form, width: 80, bodyLines: 3, spinner: "⠋").lines()
    #expect(
      lines.map(\.label) == ["New post", "Search", "Ervin Howell (#2)", "Leanne Graham (#1)"],
      "a name that starts with the search comes first")
    #expect(lines[1].text == "e")
    #expect(lines[1].cursorColumn == 1)
    #expect(lines[3].isFocused && !lines[2].isFocused)
    #expect(focus == 3...3)
  }

  @Test func thePickerBuildsTheRowsShownAloneTheSearchKeptInSight() {
    var form = FormScreen(PostForm.new(.init(mode: .create))).linking(.jsonPlaceholder)
    _ = form.updatePicker("userId") { state in
      state.isOpen = true
      state.choices = .loaded((1...50_000).map { LinkChoice.record($0, name: "User \($0)") })
      state.cursor = 40_000
    }
    let view = FormScreenView(form: form, width: 80, bodyLines: 3, spinner: "⠋", rows: 6)
    let (lines, focus) = view.lines()
    #expect(
      lines.map(\.label) == [
        "New post", "Search", "User 39998 (#39998)", "User 39999 (#39999)",
        "User 40000 (#40000)", "User 40001 (#40001)",
      ])
    #expect(focus == 5...5)
  }

  @Test func thePickerShowsItsLoadingAndItsFailure() {
    var form = FormScreen(PostForm.new(.init(mode: .create))).linking(.jsonPlaceholder)
    _ = form.updatePicker("userId") { state in
      state.isOpen = true
      state.choices = .loading
    }
    var lines = FormScreenView(form: form, width: 80, bodyLines: 3, spinner: "⠋").lines().lines
    #expect(lines.last?.label == "⠋ Loading users…")
    _ = form.updatePicker("userId") { $0.choices = .failed(LoadFailure(message: "offline")) }
    lines = FormScreenView(form: form, width: 80, bodyLines: 3, spinner: "⠋").lines().lines
    #expect(
      lines.map(\.label).suffix(2) == [
        "Could not load users: offline", "Press r to try again, Esc to go back.",
      ])
    #expect(lines.suffix(2).first?.style == .error)
  }

  @Test func theBodyShowsAtMostItsLinesAroundTheCursor() {
    var form = Self.post
    _ = form.press(.tab)
    _ = form.press(.tab)
    let view = FormScreenView(form: form, width: 80, bodyLines: 1, spinner: "⠋")
    let (lines, focus) = view.lines()
    #expect(lines.map(\.text).contains("Second line"))
    #expect(!lines.map(\.text).contains("First line"))
    #expect(lines[focus.lowerBound].cursorColumn == 11)
  }

  @Test func aProblemWrapsUnderItsFieldInANarrowWindow() {
    let errors = FormErrors([.init(field: "userId", messages: ["must be a positive whole number"])])
    let form = FormScreen(
      PostForm.new(.init(mode: .create, fields: .init(userId: "0"), status: .invalid(errors))))
    let lines = FormScreenView(form: form, width: 40, bodyLines: 3, spinner: "⠋").lines().lines
    #expect(lines[2].text == "must be a positive whole")
    #expect(lines[3].text == "number")
    #expect(lines[3].style == .error)
  }

  @Test func theFormsOwnMessagesAreShownAfterTheFieldsInTheServersQuotes() throws {
    let errors = FormErrors(general: [#""Posts are closed""#, #"tags "is not allowed""#])
    let form = FormScreen(
      PostForm.new(.init(mode: .create, fields: .init(userId: "1"), status: .invalid(errors))))
    let lines = FormScreenView(form: form, width: 80, bodyLines: 3, spinner: "⠋").lines().lines
    let shown = lines.filter { $0.style == .error }.map(\.label)
    #expect(shown == [#""Posts are closed""#, #"tags "is not allowed""#])
    let first = try #require(lines.firstIndex { $0.label == #""Posts are closed""# })
    #expect(lines[first - 1] == FormScreenView.Line(), "apart from the last field")
    #expect(lines.last?.label == "[ Submit ]")
  }

  @Test func aFailedSaveIsShownUnderTheFormWhichIsKept() {
    let lines = linesAfterFailure(LoadFailure(message: "the server answered 500"), width: 80)
    #expect(lines.last?.label == "Could not save: the server answered 500 · Ctrl-S to try again")
    #expect(lines.map(\.text).contains("Soba"))
  }

  /// The lines of post 7's edit form, `Soba` typed as its title, after a save failed with
  /// `error`.
  private func linesAfterRefusal(_ error: NetworkError) -> [FormScreenView.Line] {
    linesAfterFailure(LoadFailure(error), width: 200)
  }

  /// The lines of post 7's edit form `width` columns wide, `Soba` typed as its title, after a
  /// save failed with `failure`.
  private func linesAfterFailure(_ failure: LoadFailure, width: Int) -> [FormScreenView.Line] {
    let form = FormScreen(
      PostForm.edit(
        PostEditFeature.State(
          id: 7,
          form: .loaded(
            PostFormFeature.State(
              mode: .edit(Sample.post(7, title: "Ramen")),
              fields: .init(userId: "1", title: "Soba"),
              status: .failed(failure))))))
    return FormScreenView(form: form, width: width, bodyLines: 3, spinner: "⠋").lines().lines
  }

  @Test func aSaveRefusedForWantOfAVersionSaysThatSendingAgainCannotHelp() {
    let lines = linesAfterRefusal(.versionRequired(resource: "post", request: nil))
    #expect(
      lines.last?.label.hasSuffix(
        " · the server wants the version it was read at, which is not sent") == true)
  }

  @Test func aSaveRefusedSinceThePostChangedSaysToReadItAgainNotToRetry() {
    let lines = linesAfterRefusal(.versionConflict(resource: "post", request: nil))
    #expect(
      lines.last?.label
        == "Could not save: the post changed since it was read; read it again before changing "
        + "it · Ctrl-R reads it again, keeping what you typed")
    #expect(lines.map(\.text).contains("Soba"))
  }

  @Test func offlineAFailedLoadOffersNoRetryAndIsWordedForTheBrowser() {
    let failure = LoadFailure(NetworkError.notStored(request: "GET http://127.0.0.1:8080/posts/7"))
    let form = FormScreen(PostForm.edit(PostEditFeature.State(id: 7, form: .failed(failure))))
    let offline = FormScreenView(
      form: form, width: 120, bodyLines: 3, spinner: "⠋", isOffline: true
    ).lines().lines
    #expect(offline.map(\.label).contains("Press Esc to go back."))
    #expect(offline[1].label.contains("browse it once online first"))
    let online = FormScreenView(form: form, width: 120, bodyLines: 3, spinner: "⠋").lines().lines
    #expect(online.map(\.label).contains("Press r to try again, Esc to go back."))
  }
}
