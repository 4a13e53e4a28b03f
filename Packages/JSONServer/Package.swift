// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "JSONServer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "JSONServer", targets: ["JSONServer"])
  ],
  dependencies: [
    .package(path: "../ArgumentParsing"),
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../HTTPBasics"),
    .package(path: "../HTTPServer"),
    .package(path: "../JSONCoding"),
    .package(path: "../JavaScriptSemantics"),
    .package(path: "../RecordConventions"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "JSONServer",
      dependencies: [
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "JavaScriptSemantics", package: "JavaScriptSemantics"),
        .product(name: "RecordConventions", package: "RecordConventions"),
      ]
    ),
    .testTarget(
      name: "JSONServerTests",
      dependencies: [
        "JSONServer",
        .product(name: "ArgumentParsing", package: "ArgumentParsing"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        .product(name: "JavaScriptSemantics", package: "JavaScriptSemantics"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
