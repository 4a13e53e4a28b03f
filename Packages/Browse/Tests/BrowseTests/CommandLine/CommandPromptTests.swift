import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct CommandPromptTests {
  private let names = ["Ervin Howell", "Ervin Smith", "Leanne Graham"]

  private func complete(_ prompt: inout CommandPrompt, step: Int = 1) {
    let names = names
    prompt.complete(
      step: step, completed: { JumpCommand.completed($0, names: .jsonPlaceholder) { _ in names } },
      candidates: { JumpCommand.choices($0, names: .jsonPlaceholder) { _ in names } })
  }

  @Test func tabListsSeveralCompletionsThenGoesToEachInTurn() {
    var prompt = CommandPrompt("users er")
    complete(&prompt)
    checkEqual(prompt.text, "users Ervin ")
    checkEqual(prompt.choices, ["users Ervin Howell", "users Ervin Smith"])
    checkEqual(prompt.choice, nil)
    complete(&prompt)
    checkEqual(prompt.text, "users Ervin Howell")
    checkEqual(prompt.choice, 0)
    complete(&prompt)
    checkEqual(prompt.text, "users Ervin Smith")
    complete(&prompt)
    checkEqual(prompt.text, "users Ervin Howell", "round the end")
    complete(&prompt, step: -1)
    checkEqual(prompt.text, "users Ervin Smith", "Shift-Tab goes back")
  }

  @Test func aSingleCompletionListsNothingAndAnEditForgetsTheList() {
    var single = CommandPrompt("users le")
    complete(&single)
    checkEqual(single.text, "users Leanne Graham")
    check(single.choices.isEmpty)

    var prompt = CommandPrompt()
    complete(&prompt)
    checkEqual(
      prompt.choices, ["posts ", "users ", "comments ", "albums ", "photos ", "todos ", "q"])
    prompt.apply(.character("u"))
    check(prompt.choices.isEmpty)
    checkEqual(prompt.choice, nil)
  }

  @Test func upAndDownWalkTheHistoryAndComeBackToWhatWasTyped() {
    let history = LineHistory(["user 1", "post 7"])
    var prompt = CommandPrompt("alb")
    prompt.walk(-1, in: history)
    checkEqual(prompt.text, "post 7")
    prompt.walk(-1, in: history)
    checkEqual(prompt.text, "user 1")
    prompt.walk(-1, in: history)
    checkEqual(prompt.text, "user 1", "the oldest stays")
    prompt.walk(1, in: history)
    checkEqual(prompt.text, "post 7")
    prompt.walk(1, in: history)
    checkEqual(prompt.text, "alb")
    checkEqual(prompt.recalled, nil)

    var empty = CommandPrompt("x")
    empty.walk(-1, in: LineHistory())
    checkEqual(empty.text, "x")
  }
}
