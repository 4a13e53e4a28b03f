// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "JavaScriptSemantics",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "JavaScriptSemantics", targets: ["JavaScriptSemantics"])
  ],
  targets: [
    .target(name: "JavaScriptSemantics"),
    .testTarget(name: "JavaScriptSemanticsTests", dependencies: ["JavaScriptSemantics"]),
  ],
  swiftLanguageModes: [.v6]
)
