import Billing
import Features
import Testing

/// The upload's endpoint: Stripe's `POST /v1/files`, a form of the purpose then the file.
@Suite struct UploadFileTests {
  @Test func theFormSendsThePurposeThenTheFileUnderItsNameAndType() throws {
    let upload = BillingResources.uploadFile(
      at: "/tmp/scans/IMG_0042.JPG", purpose: .identityDocument)
    let form = try #require(upload.multipartBody)

    #expect(upload.method == "POST")
    #expect(upload.pathComponents == ["v1", "files"])
    #expect(upload.contentType == form.contentType)
    #expect(upload.headers["Stripe-Version"] == BillingResources.version)
    #expect(form.parts.map(\.name) == ["purpose", "file"])
    #expect(
      form.parts.map(\.content) == [
        .text("identity_document"), .file(path: "/tmp/scans/IMG_0042.JPG"),
      ])
    #expect(form.parts.map(\.fileName) == [nil, "IMG_0042.JPG"])
    #expect(form.parts.map(\.contentType) == [nil, "image/jpeg"])
    #expect(upload.uploadProgress == nil)
  }

  @Test func aFileNameGivenIsSentInPlaceOfThePathsAndNamesTheType() throws {
    let upload = BillingResources.uploadFile(
      at: "/tmp/upload-7f3a", purpose: .disputeEvidence, fileName: "receipt.pdf",
      progress: { _ in })
    let file = try #require(upload.multipartBody?.parts.last)

    #expect(file.content == .file(path: "/tmp/upload-7f3a"))
    #expect(file.fileName == "receipt.pdf")
    #expect(file.contentType == "application/pdf")
    #expect(upload.uploadProgress != nil)
  }
}
