import Foundation
import HTTPClient

extension String {
  /// A request as error messages name it, its method and URL (without any password) on one
  /// inert line: `GET http://127.0.0.1:3000/posts`.
  init(requestLineOf method: String, url: URL) {
    self = ShownURL.requestLine(method, url)
  }
}
