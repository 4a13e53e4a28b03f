import HTTPClient
import TestSupport
import Testing

@Suite struct NetworkErrorMostPageSizeTests {
  @Test func aRefusalThatNamesTheMostAPageMayHoldGivesIt() {
    checkEqual(
      NetworkError.unexpectedStatus(
        code: 400,
        bodyExcerpt:
          #"{"errors": [{"detail": "Page size must not exceed the server's maximum: 100"}]}"#
      ).mostPageSize, 100)
    checkEqual(
      NetworkError.unexpectedStatus(code: 422, bodyExcerpt: "limit must be at most 250")
        .mostPageSize, 250)
    checkEqual(
      NetworkError.rejected(
        resource: "items",
        fieldErrors: FieldErrors(["size": ["less than or equal to 50"]])
      ).mostPageSize, 50)
  }

  @Test func anyOtherErrorNamesNone() {
    checkEqual(
      NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "maximum: 100").mostPageSize, nil)
    checkEqual(
      NetworkError.unexpectedStatus(code: 400, bodyExcerpt: "title is required").mostPageSize,
      nil)
    checkEqual(NetworkError.cancelled.mostPageSize, nil)
  }
}
