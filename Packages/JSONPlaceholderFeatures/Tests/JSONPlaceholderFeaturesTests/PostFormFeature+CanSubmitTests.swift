import Features
import JSONPlaceholderFeatures
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite struct PostFormFeatureCanSubmitTests {
  private static let valid = PostFormFeature.Fields(userId: "1", title: "Hello", body: "Hi")

  @Test func aFormCanBeSubmittedOnlyWhenEverythingItWouldSendIsValid() {
    check(PostFormFeature.State(mode: .create, fields: Self.valid).canSubmit)
    var blankTitle = Self.valid
    blankTitle.title = " "
    check(!PostFormFeature.State(mode: .create, fields: blankTitle).canSubmit)
    var badAuthor = Self.valid
    badAuthor.userId = "0"
    check(!PostFormFeature.State(mode: .create, fields: badAuthor).canSubmit)
  }

  @Test func aFormCannotBeSubmittedWhileSendingOrWithAProblemShown() {
    check(
      !PostFormFeature.State(mode: .create, fields: Self.valid, status: .submitting).canSubmit)
    let taken = FormErrors([.init(field: "title", messages: ["is taken"])])
    check(
      !PostFormFeature.State(mode: .create, fields: Self.valid, status: .invalid(taken)).canSubmit)
    let failure = LoadFailure(message: "offline")
    check(
      PostFormFeature.State(mode: .create, fields: Self.valid, status: .failed(failure)).canSubmit)
  }

  @Test func anEditIsJudgedOnlyByWhatItWouldSend() {
    let post = Sample.post(1, title: "Hello")
    var form = PostFormFeature.State(mode: .edit(post))
    form.fields.userId = "not a number"
    check(form.canSubmit, "the author is not sent")
    form.fields.title = ""
    check(!form.canSubmit)
  }
}
