# Build entry points. Every target works from a clean clone with only the Swift toolchain.

SWIFT ?= swift
comma := ,
# The workspace's one graph (./Package.swift, made by Scripts/workspace-manifest): warnings are
# errors, and a target may import only what its package declares it depends on. No debug
# information (-gnone): it was a seventh of the build's time, and a crash's backtrace still
# names each function (see docs/testing-and-benchmarks.md); `swift build` alone adds it. Each
# module is compiled whole, in one process (WMO_FLAGS): a build from a clean clone on 2 cores
# takes 282 s where batch mode's file-by-file jobs took 302 s, at the cost of incremental builds,
# which recompile a changed module whole; WMO_FLAGS= gives batch mode back. The job that compiles
# a module also writes its interface, where a job of its own would type-check its declarations a
# second time: for the test modules, which nothing imports, a sixth of a clean build's processor
# time; for the libraries, 15 s more of 730 s, at the cost of their dependents starting when
# they end, not when their interfaces are written (on 2 cores, busy with the test modules, the
# build still ended sooner).
WMO_FLAGS ?= -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 1 -Xswiftc -disable-batch-mode \
	-Xswiftc -no-emit-module-separately-wmo
# LLVM checks the code the compiler made before it lowers it: a check for bugs of the compiler's
# own, about a seventh of the time LLVM takes on a test module (docs/testing-and-benchmarks.md).
NO_IR_CHECK := -Xswiftc -Xfrontend -Xswiftc -disable-llvm-verify
BUILD_FLAGS := -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error \
	-Xswiftc -gnone $(NO_IR_CHECK) $(WMO_FLAGS)
APP := .build/debug/app
END_TO_END := '^EndToEndTests\.'
GROWTH := '^GrowthTests\.'
CONSUMER := Tests/Consumer
ARGS ?= posts --sample
PREFIX ?= /usr/local
DESTDIR ?=
RELEASE_APP := .build-release/app
# The Swift sources, as arguments through xargs: more than one shell word of them is too long.
SWIFT_FILES = { echo Package.swift; find Packages App Tests Scripts Examples -name '*.swift' -not -path '*/.build*' | sort; } | xargs -s 1000000
# The steps of `make test`, in order; it prints the time of each at its end. `A+B` runs A beside
# B, and `A,C+B` A then C beside B (see Scripts/timed-steps), where B leaves a core idle: the
# documentation, which mostly waits on DocC, beside the packages' tests; the consumer package,
# the documentation's examples and commands and the API check beside the growth checks, which
# run one path at a time on one core and time their own process's processor time, which another
# process does not add to. The lint runs first and alone, so that a file out of format fails in
# seconds: beside the build it made it 26 s longer; beside the end-to-end tests, which take 74 s
# alone, they took 90 s, and 98 s with the lint at the lowest priority (nice 19).
TEST_STEPS := lint build test-docs+test-packages \
	test-consumer,test-doc-examples,test-doc-commands,test-api+test-growth test-end-to-end
TEST_TARGETS := $(subst $(comma), ,$(subst +, ,$(TEST_STEPS)))
# Within `make test`, whose build step has just built everything, the steps after it run what
# was built without asking SwiftPM to build it again (2 to 4 s each time): `make test` sets
# AFTER_BUILD for them. Run alone, each step builds what it runs first.
ifdef AFTER_BUILD
TEST_FLAGS := $(BUILD_FLAGS) --skip-build
else
TEST_FLAGS := $(BUILD_FLAGS)
endif

.PHONY: build release install test-install test test-one test-servers $(TEST_TARGETS) api-baseline workspace-manifest browse-keys-doc run format bench docs clean

## build: compile every package, the app, the examples and all their tests once, in one graph
build:
	@echo "==> build"
	@$(SWIFT) build --build-tests $(BUILD_FLAGS)

## release: build the app as it ships, into .build-release/release/app (see Scripts/build-release)
release:
	@Scripts/build-release

## install: copy the release app to $(DESTDIR)$(PREFIX)/bin/app (PREFIX=/usr/local); run make release first
install: $(RELEASE_APP)
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$(RELEASE_APP)" "$(DESTDIR)$(PREFIX)/bin/app"

# built only when missing, so that `sudo make install` builds nothing as root
$(RELEASE_APP):
	@Scripts/build-release >/dev/null

# installs into temporary folders, with PREFIX and with DESTDIR, and runs what was installed
test-install:
	@Scripts/check-install

## test: lint, build, every package's and example's tests, the growth checks, the docs, their examples and commands, the public API, the consumer package, the end-to-end tests; then the time of each step
test:
	@AFTER_BUILD=1 Scripts/timed-steps $(TEST_STEPS)

## test-one: one package's tests on the workspace's one build, with make build's checks (P=NAME: a folder of Packages/ or Examples/, App, or EndToEnd; FILTER=REGEX narrows it)
test-one:
	@Scripts/test-one "$(P)" "$(FILTER)"

# the tests of every package, the app and the examples, in one process (Swift Testing runs them in
# parallel); the growth checks and the end-to-end tests come later, on their own
test-packages:
	@echo "==> test the packages, the app and the examples"
	@$(SWIFT) test $(TEST_FLAGS) --skip $(END_TO_END) --skip $(GROWTH)

# after build, whose debug modules they run: how the cost of each path a command takes grows
# from a size n to 16n, timed in their own process's processor time, one path at a time
# (see docs/testing-and-benchmarks.md); each path's ratio is printed
test-growth:
	@echo "==> growth checks (n and 16n)"
	@$(SWIFT) test $(TEST_FLAGS) --filter $(GROWTH)

# after build, whose modules they read: fails on any DocC warning
test-docs: docs

# after build, whose modules it reads: fails on any code block of the documentation that does not
# compile
test-doc-examples:
	@echo "==> documentation examples"
	@Scripts/check-doc-examples

# after build, whose modules it reads: one line per breaking change of the public API since the
# recorded baseline (see CHANGELOG.md)
test-api:
	@Scripts/check-api

## api-baseline: record the public API of the current commit as the baseline of test-api
api-baseline: build
	@Scripts/check-api --record

# the README's and docs/'s commands and outputs, run against the built app, and their links
test-doc-commands: $(APP)
	@echo "==> documented commands"
	@APP_BINARY="$(CURDIR)/$(APP)" Scripts/check-readme-examples

# the package another team would write, built alone on the packages' own manifests: the one
# build that compiles some packages a second time, and the proof that they work alone
test-consumer:
	@echo "==> test $(CONSUMER), alone"
	@$(SWIFT) test --package-path $(CONSUMER) -Xswiftc -warnings-as-errors -Xswiftc -gnone \
		$(NO_IR_CHECK) $(WMO_FLAGS)
	@Scripts/check-consumer-imports

test-end-to-end: $(APP)
	@echo "==> test the app end to end"
	@APP_BINARY="$(CURDIR)/$(APP)" $(SWIFT) test $(TEST_FLAGS) --filter $(END_TO_END)

## test-servers: the end-to-end tests against the frameworks people run (Tests/RealServers: Django REST framework, FastAPI, Flask-Restless-NG, datasette), each started on 127.0.0.1 from a pinned virtual environment under .build; needs PyPI (SERVERS=django runs one)
test-servers: build
	@APP_BINARY="$(CURDIR)/$(APP)" SWIFT="$(SWIFT)" TEST_FLAGS="$(BUILD_FLAGS) --skip-build" \
		Scripts/test-servers $(SERVERS)

$(APP): FORCE
	@$(if $(AFTER_BUILD),true,$(SWIFT) build $(BUILD_FLAGS) --product app)

FORCE:

## lint: check formatting with the toolchain's swift-format, that no loop yields without end, the package boundaries, that tests check with check and checkEqual, and that Package.swift is current
lint:
	@echo "==> lint"
	@$(SWIFT_FILES) $(SWIFT) format lint --strict --parallel
	@$(SWIFT_FILES) $(SWIFT) -swift-version 6 Scripts/UnboundedWaits/main.swift
	@Scripts/check-boundaries
	@Scripts/check-app-wiring
	@Scripts/check-expectations
	@Scripts/workspace-manifest --check

## workspace-manifest: write Package.swift anew from the packages' own manifests
workspace-manifest:
	@Scripts/workspace-manifest

## browse-keys-doc: write docs/browse.md's key tables anew from the browser's key tables
browse-keys-doc:
	@BROWSE_KEYS_DOC_WRITE=1 $(SWIFT) test $(BUILD_FLAGS) --filter KeyHelpMarkdownTests

## format: rewrite sources in place with swift-format
format:
	@$(SWIFT_FILES) $(SWIFT) format format --in-place --parallel

## run: build the app and run it (default: the posts list on the built-in sample API)
run: $(APP)
	@$(APP) $(ARGS)

## bench: time the app against the sample API with simulated latency
bench:
	@Scripts/bench

## docs: build the DocC documentation of every library package from the build, warnings as errors
docs:
	@Scripts/docs

## clean: remove every build folder, the workspace's and each package's own
clean:
	@rm -rf .build .build-docs .build-doc-examples .build-api .build-release .build-bench
	@for package in Packages/* App Examples/* Tests/*; do rm -rf $$package/.build; done
