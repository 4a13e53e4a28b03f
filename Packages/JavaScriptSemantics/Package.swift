// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "JavaScriptSemantics",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "JavaScriptSemantics", targets: ["JavaScriptSemantics"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(path: "../JSONCoding"),
  ],
  targets: [
    .target(
      name: "JavaScriptSemantics",
      dependencies: [.product(name: "JSONCoding", package: "JSONCoding")]
    ),
    .testTarget(
      name: "JavaScriptSemanticsTests",
      dependencies: [
        .product(name: "TestSupport", package: "TestSupport"),
        "JavaScriptSemantics", .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
