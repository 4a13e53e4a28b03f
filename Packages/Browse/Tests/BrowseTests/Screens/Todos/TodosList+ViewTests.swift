import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct TodosScreenViewTests {
  private static let todos = [
    Sample.todo(1, by: 1, title: "Water the plants", completed: false),
    Sample.todo(2, by: 1, title: "Post the letter", completed: true),
    Sample.todo(3, by: 2, title: "Read a chapter", completed: false),
  ]

  private static func state(
    _ checklist: TodoChecklistFeature.State,
    size: TerminalSize = TerminalSize(columns: 80, rows: 24)
  ) -> BrowseState {
    var state = BrowseState(size: size)
    state.tab = .todos
    state.lists.todos.isRequested = true
    state.lists.todos.checklist = checklist
    return state
  }

  private func lines(_ state: BrowseState, usesColor: Bool = false) -> [String] {
    let buffer = BrowseView(state: state, usesColor: usesColor).render()
    return (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  @Test func drawsTheSelectorWithCountsThenTheCheckboxes() {
    let lines = lines(Self.state(TodoChecklistFeature.State(todos: .loaded(Self.todos))))
    #expect(lines[0] == " Posts · Users · Albums ·[To-dos]· Comments · Photos")
    #expect(lines[1] == "  [All 3] · Done 1 · Pending 2")
    #expect(lines[2] == "  ID  DONE  TITLE")
    #expect(lines[3] == "›  1  [ ]   Water the plants")
    #expect(lines[4] == "   2  [x]   Post the letter")
    #expect(lines[23].hasPrefix(" to-do 1 of 3"))
    #expect(lines[23].hasSuffix("␣ tick  f filter  / search  S sort  y copy  c create  ? help"))
  }

  @Test func showsOnlyTheFilteredToDos() {
    let lines = lines(
      Self.state(TodoChecklistFeature.State(filter: .pending, todos: .loaded(Self.todos))))
    #expect(lines[1] == "  All 3 · Done 1 · [Pending 2]")
    #expect(lines[3...5] == ["›  1  [ ]   Water the plants", "   3  [ ]   Read a chapter", ""])
    #expect(lines[23].hasPrefix(" to-do 1 of 2"))
  }

  @Test func theCurrentFilterIsReversedWithColourAndNotBracketed() {
    let state = Self.state(TodoChecklistFeature.State(filter: .done, todos: .loaded(Self.todos)))
    let buffer = BrowseView(state: state, usesColor: true).render()
    #expect(buffer.text(ofRow: 1).hasPrefix("  All 3 · Done 1 · Pending 2"))
    let done = buffer.text(ofRow: 1).distance(of: "Done")
    #expect(buffer[1, done].style.contains(.reverse))
    #expect(!buffer[1, 2].style.contains(.reverse))
  }

  @Test func theSelectorsFocusIsMarkedAndTheListsCursorHidden() {
    var state = Self.state(TodoChecklistFeature.State(todos: .loaded(Self.todos)))
    state.lists.todos.selectorHasFocus = true
    let lines = lines(state)
    #expect(lines[1] == "› [All 3] · Done 1 · Pending 2")
    #expect(lines[3] == "   1  [ ]   Water the plants")
    #expect(lines[23].hasPrefix(" to-dos"))
  }

  @Test func whileLoadingTheSelectorHasNoCounts() {
    let lines = lines(Self.state(TodoChecklistFeature.State()))
    #expect(lines[1] == "  [All] · Done · Pending")
    #expect(lines[2].hasSuffix("Loading to-dos…"))
  }

  @Test func aRefusedChangeIsInTheStatusLine() {
    var state = Self.state(
      TodoChecklistFeature.State(todos: .loaded(Self.todos)),
      size: TerminalSize(columns: 120, rows: 24))
    state.lists.todos.checklist.message =
      #"could not mark "Water the plants" done: todo 1 not found"#
    let lines = lines(state)
    #expect(lines[23].contains(#"could not mark "Water the plants" done: todo 1 not found"#))
  }

  @Test func aUsersToDosAreNamedInTheStatusLine() {
    var todos = TodosScreen.State(userID: 1, size: Fixtures.size)
    todos.checklist.todos = .loaded(Array(Self.todos.prefix(2)))
    let state = BrowseState.onLeanne(albums: []).opening(.todos(todos))
    #expect(lines(state)[23].hasPrefix(" user 1 · to-do 1 of 2"))
  }

  @Test func fitsFortyColumns() {
    let state = Self.state(
      TodoChecklistFeature.State(todos: .loaded(Self.todos)),
      size: TerminalSize(columns: 40, rows: 10))
    let lines = lines(state)
    for line in lines {
      #expect(line.displayWidth <= 40, "\(line)")
    }
    #expect(lines[1] == "  [All 3] · Done 1 · Pending 2")
  }

  @Test func aToDoTickedOutOfTheFilterIsDimmedUnderTheCursor() {
    var ticked = Self.todos[0]
    ticked.completed = true
    var state = Self.state(
      TodoChecklistFeature.State(
        filter: .pending, todos: .loaded([ticked] + Self.todos.dropFirst())))
    state.lists.todos.lingering = 1
    let buffer = BrowseView(state: state, usesColor: true).render()
    #expect(buffer.text(ofRow: 3).hasPrefix("›  1  [x]   Water the plants"))
    #expect(buffer[3, 6].style.contains(.dim))
    #expect(!buffer[4, 6].style.contains(.dim))
  }
}

extension String {
  /// The display offset at which `word` starts, or the end when it is missing.
  fileprivate func distance(of word: String) -> Int {
    guard let range = range(of: word) else { return displayWidth }
    return self[..<range.lowerBound].displayWidth
  }
}
