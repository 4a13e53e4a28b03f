// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HTTPClient",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "HTTPClient", targets: ["HTTPClient"])
  ],
  dependencies: [
    .package(path: "../HTTPBasics")
  ],
  targets: [
    .target(
      name: "HTTPClient",
      dependencies: [.product(name: "HTTPBasics", package: "HTTPBasics")]
    ),
    .testTarget(name: "HTTPClientTests", dependencies: ["HTTPClient"]),
  ],
  swiftLanguageModes: [.v6]
)
