// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RecordConventions",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "RecordConventions", targets: ["RecordConventions"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(path: "../JavaScriptSemantics"),
  ],
  targets: [
    .target(
      name: "RecordConventions",
      dependencies: [.product(name: "JavaScriptSemantics", package: "JavaScriptSemantics")]
    ),
    .testTarget(
      name: "RecordConventionsTests",
      dependencies: ["RecordConventions", .product(name: "TestSupport", package: "TestSupport")]),
  ],
  swiftLanguageModes: [.v6]
)
