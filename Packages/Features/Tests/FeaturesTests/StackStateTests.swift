import Features
import TestSupport
import Testing

struct StackStateTests {
  @Test func appendPushesOnTopUnderIncreasingIds() {
    var stack = StackState(["posts"])
    let post = stack.append("post 3")
    let comments = stack.append("comments")

    checkEqual(Array(stack), ["posts", "post 3", "comments"])
    checkEqual(stack.ids.count, 3)
    checkEqual(stack.ids, stack.ids.sorted())
    checkEqual(stack.ids.suffix(2), [post, comments])
    check(stack.nextID > comments)
  }

  @Test func popLastPopsTheTopAndNothingFromAnEmptyStack() {
    var stack = StackState(["posts", "post 3"])

    let popped = [stack.popLast(), stack.popLast(), stack.popLast()]

    checkEqual(popped, ["post 3", "posts", nil])
    check(stack.isEmpty)
  }

  @Test func popToKeepsTheElementAndPopsThoseAbove() throws {
    var stack = StackState(["posts", "post 3", "comments", "user"])
    let post = stack.ids[1]

    let popped = stack.pop(to: post)

    check(popped)
    checkEqual(Array(stack), ["posts", "post 3"])
    checkEqual(stack.ids.last, post)
  }

  @Test func popFromPopsTheElementAndThoseAbove() {
    var stack = StackState(["posts", "post 3", "comments"])

    let popped = stack.pop(from: stack.ids[1])

    check(popped)
    checkEqual(Array(stack), ["posts"])
  }

  @Test func popsToOrFromAnIdNotInTheStackChangeNothing() {
    var stack = StackState(["posts", "post 3"])
    let popped = stack.ids[1]
    stack.popLast()
    let before = stack

    let poppedTo = stack.pop(to: popped)
    let poppedFrom = stack.pop(from: popped)

    check(!poppedTo)
    check(!poppedFrom)
    checkEqual(stack, before)
  }

  @Test func idsAreNeverGivenTwice() {
    var stack = StackState(["posts"])
    let first = stack.append("post 3")
    stack.popLast()
    let second = stack.append("post 3")

    check(first != second)
    check(first < second)
    checkEqual(stack[id: first], nil)
    checkEqual(stack[id: second], "post 3")
  }

  @Test func subscriptByIdReadsAndReplacesTheElementWithTheId() {
    var stack = StackState(["posts", "post 3"])
    let post = stack.ids[1]

    stack[id: post] = "post 4"

    checkEqual(stack[id: post], "post 4")
    checkEqual(Array(stack), ["posts", "post 4"])
  }

  @Test func settingAnAbsentIdChangesNothing() {
    var stack = StackState(["posts", "post 3"])
    let popped = stack.ids[1]
    stack.popLast()
    let before = stack

    stack[id: popped] = "post 4"

    checkEqual(stack, before)
  }

  @Test func settingNilRemovesThatElementAlone() {
    var stack = StackState(["posts", "post 3", "comments"])
    let ids = stack.ids

    stack[id: ids[1]] = nil

    checkEqual(Array(stack), ["posts", "comments"])
    checkEqual(stack.ids, [ids[0], ids[2]])
  }

  @Test func stacksOfTheSameElementsUnderOtherIdsDiffer() {
    var reopened = StackState(["posts", "post 3"])
    reopened.popLast()
    reopened.append("post 3")

    check(reopened != StackState(["posts", "post 3"]))
    checkEqual(Set([reopened, StackState(["posts", "post 3"])]).count, 2)
  }

  @Test func theCollectionReadsBottomFirst() {
    let stack = StackState(["posts", "post 3"])

    checkEqual(stack.first, "posts")
    checkEqual(stack.last, "post 3")
    checkEqual(stack[stack.startIndex], "posts")
    checkEqual(stack.count, 2)
  }
}
