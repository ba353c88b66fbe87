# The two commands a new user needs (see README.md):
#   make run    install missing packages, build, open the bundled sample project
#   make test   install missing packages, build, run every test (plain and sanitized)
BUILD ?= build

.PHONY: all deps build run test bench clean

all: build

deps:
	@tools/install-deps.sh

build: deps
	@[ -f $(BUILD)/build.ninja ] || meson setup $(BUILD) --buildtype=debugoptimized
	meson compile -C $(BUILD)

run: build
	$(BUILD)/ui/turnwright data/sample

test: deps
	@tools/run-tests.sh

bench: build
	meson test -C $(BUILD) --benchmark --verbose

clean:
	rm -rf build build-asan
