import Features
import Testing

struct StackStateTests {
  @Test func appendPushesOnTopUnderIncreasingIds() {
    var stack = StackState(["posts"])
    let post = stack.append("post 3")
    let comments = stack.append("comments")

    #expect(Array(stack) == ["posts", "post 3", "comments"])
    #expect(stack.ids.count == 3)
    #expect(stack.ids == stack.ids.sorted())
    #expect(stack.ids.suffix(2) == [post, comments])
    #expect(stack.nextID > comments)
  }

  @Test func popLastPopsTheTopAndNothingFromAnEmptyStack() {
    var stack = StackState(["posts", "post 3"])

    let popped = [stack.popLast(), stack.popLast(), stack.popLast()]

    #expect(popped == ["post 3", "posts", nil])
    #expect(stack.isEmpty)
  }

  @Test func popToKeepsTheElementAndPopsThoseAbove() throws {
    var stack = StackState(["posts", "post 3", "comments", "user"])
    let post = stack.ids[1]

    let popped = stack.pop(to: post)

    #expect(popped)
    #expect(Array(stack) == ["posts", "post 3"])
    #expect(stack.ids.last == post)
  }

  @Test func popFromPopsTheElementAndThoseAbove() {
    var stack = StackState(["posts", "post 3", "comments"])

    let popped = stack.pop(from: stack.ids[1])

    #expect(popped)
    #expect(Array(stack) == ["posts"])
  }

  @Test func popsToOrFromAnIdNotInTheStackChangeNothing() {
    var stack = StackState(["posts", "post 3"])
    let popped = stack.ids[1]
    stack.popLast()
    let before = stack

    let poppedTo = stack.pop(to: popped)
    let poppedFrom = stack.pop(from: popped)

    #expect(!poppedTo)
    #expect(!poppedFrom)
    #expect(stack == before)
  }

  @Test func idsAreNeverGivenTwice() {
    var stack = StackState(["posts"])
    let first = stack.append("post 3")
    stack.popLast()
    let second = stack.append("post 3")

    #expect(first != second)
    #expect(first < second)
    #expect(stack[id: first] == nil)
    #expect(stack[id: second] == "post 3")
  }

  @Test func subscriptByIdReadsAndReplacesTheElementWithTheId() {
    var stack = StackState(["posts", "post 3"])
    let post = stack.ids[1]

    stack[id: post] = "post 4"

    #expect(stack[id: post] == "post 4")
    #expect(Array(stack) == ["posts", "post 4"])
  }

  @Test func settingAnAbsentIdChangesNothing() {
    var stack = StackState(["posts", "post 3"])
    let popped = stack.ids[1]
    stack.popLast()
    let before = stack

    stack[id: popped] = "post 4"

    #expect(stack == before)
  }

  @Test func settingNilRemovesThatElementAlone() {
    var stack = StackState(["posts", "post 3", "comments"])
    let ids = stack.ids

    stack[id: ids[1]] = nil

    #expect(Array(stack) == ["posts", "comments"])
    #expect(stack.ids == [ids[0], ids[2]])
  }

  @Test func stacksOfTheSameElementsUnderOtherIdsDiffer() {
    var reopened = StackState(["posts", "post 3"])
    reopened.popLast()
    reopened.append("post 3")

    #expect(reopened != StackState(["posts", "post 3"]))
    #expect(Set([reopened, StackState(["posts", "post 3"])]).count == 2)
  }

  @Test func theCollectionReadsBottomFirst() {
    let stack = StackState(["posts", "post 3"])

    #expect(stack.first == "posts")
    #expect(stack.last == "post 3")
    #expect(stack[stack.startIndex] == "posts")
    #expect(stack.count == 2)
  }
}
