// The page's constructions, shrink-to-fit, dump and timed rounds (docs/web.md); the row functions and markup come
// from rows.js, which scripts/generate-web-rows.py writes from templates/Cell.xib and Cell2.xib. Hand-written.
"use strict";

/// Shrink-to-fit by the project's rule (docs/typesetting.md, "Shrink-to-fit"): the first size from the font's
/// down by `step` to the minimum at which the text fits the label's width (equal fits), else the minimum.
/// Measured by the engine itself, with a canvas's `measureText` in the labels' font: no layout is forced, so a
/// row can be fitted before it is in the document, as UIKit fits a label without drawing it.
const NibOrNotFit = (() => {
    const context = document.createElement("canvas").getContext("2d");
    const sizes = [];
    for (let k = 0; NibOrNotRow.fontSize - k * NibOrNotRow.step >= NibOrNotRow.minimumFontSize; k++) {
        sizes.push(NibOrNotRow.fontSize - k * NibOrNotRow.step);
    }
    /// The canvas font of each size, made once: a font shorthand is parsed whenever it is set.
    const fonts = sizes.map(size => `${NibOrNotRow.fontWeight} ${size}px ${NibOrNotRow.fontFamily}`);
    let measured = 0;

    function textWidth(text, index) {
        measured++;
        context.font = fonts[index];
        return context.measureText(text).width;
    }

    function fittedSize(text, width) {
        for (let index = 0; index < sizes.length; index++) {
            if (textWidth(text, index) <= width) return sizes[index];
        }
        return NibOrNotRow.minimumFontSize;
    }

    /// The width of `text` in a user's label's font: `face` its style and weight, `family` its CSS family.
    function userTextWidth(text, face, size, family) {
        measured++;
        context.font = `${face} ${size}px ${family}`;
        return context.measureText(text).width;
    }

    return {
        fittedSize,
        /// Writes the fitted size of `label`'s text in a label `width` wide as its `font-size`.
        fitLabel(label, width) {
            label.style.fontSize = `${fittedSize(label.textContent, width)}px`;
        },
        /// Shrink-to-fit of a user's label (RowGeneration's WebUserCellFit), by the same rule in its own font, from
        /// `size` down to `minimum` (none when 0 or at least `size`), written as its `font-size` whatever it finds.
        fitUserLabel(label, face, family, size, minimum, width) {
            const text = label.textContent;
            let fitted = size;
            if (userTextWidth(text, face, size, family) > width && minimum > 0 && minimum < size) {
                fitted = minimum;
                for (let k = 1; size - k * NibOrNotRow.step >= minimum; k++) {
                    const candidate = size - k * NibOrNotRow.step;
                    if (userTextWidth(text, face, candidate, family) <= width) {
                        fitted = candidate;
                        break;
                    }
                }
            }
            label.style.fontSize = `${fitted}px`;
        },
        get measured() { return measured; },
    };
})();

/// Users' cells (`run --template MyCell.xib`; docs/web.md, "A user's cell"), by id: each registered once by the
/// expression generated from its XIB (`UserCell.js`), which brings its markup, stylesheet and code. Registering
/// parses the markup into a kept <template> and adds the stylesheet, outside every timed figure.
const NibOrNotUserCells = (() => {
    const cells = new Map();

    /// Shrink-to-fit on each of the cell's shrinking labels in `row`, found by its class, as the template rows fit.
    function fitRow(cell, row) {
        for (const [name, ...fit] of cell.fits) NibOrNotFit.fitUserLabel(row.getElementsByClassName(name)[0], ...fit);
        return row;
    }

    /// `make()` of each construction of a user's cell, as designed: no texts set; each label shrinks to fit as its
    /// XIB says, the code as it builds it, the templates after, the precomputed template not at all.
    const constructions = {
        "code": cell => cell.code(),
        "code-css": cell => cell.codeCSS(),
        "html": cell => {
            const holder = document.createElement("div");
            holder.innerHTML = cell.html;
            return fitRow(cell, holder.firstChild);
        },
        "template": cell => fitRow(cell, cell.template.content.firstChild.cloneNode(true)),
        "template-import": cell => fitRow(cell, document.importNode(cell.template.content.firstChild, true)),
        "template-precomputed": cell => cell.precomputed.content.firstChild.cloneNode(true),
    };

    return {
        /// Keeps `cell` ({id, html, css, fits, code, codeCSS}) unless a cell of its id is already kept; answers its id.
        register(cell) {
            if (!cells.has(cell.id)) {
                const style = document.createElement("style");
                style.textContent = cell.css;
                document.head.appendChild(style);
                const template = document.createElement("template");
                template.innerHTML = cell.html;
                // The precomputed template: a row of the kept one fitted once, its sizes written in, at start.
                const precomputed = document.createElement("template");
                precomputed.content.appendChild(fitRow(cell, template.content.firstChild.cloneNode(true)));
                cells.set(cell.id, { ...cell, template, precomputed });
            }
            return cell.id;
        },

        /// A function that builds a row of cell `id` by construction `name`.
        maker(id, name) {
            const cell = cells.get(id);
            if (!cell) throw new Error(`no user's cell '${id}' is registered`);
            const make = constructions[name];
            if (!make) throw new Error(`unknown construction '${name}' of a user's cell`);
            return () => make(cell);
        },
    };
})();

const NibOrNotBench = (() => {
    const host = document.getElementById("host");
    /// <template>s parsed once (start), by whether the row fits: the cached template, UINib's counterpart.
    const templates = new Map();
    /// The template with every label's fitted size written in, measured once at start.
    let precomputed = null;

    function template(html) {
        const element = document.createElement("template");
        element.innerHTML = html;
        return element;
    }

    /// The labels of a row: the content view's children, in tag order.
    function labels(cell) {
        return cell.lastChild.children;
    }

    /// The texts set on a row made from markup, as a table's data source sets them on every row.
    function setTexts(cell) {
        const all = labels(cell);
        for (let index = 0; index < all.length; index++) all[index].firstChild.nodeValue = NibOrNotRow.texts[index];
    }

    /// Shrink-to-fit on every label: Cell.xib fits every label (the generator checks).
    function fitRow(cell) {
        const all = labels(cell);
        for (let index = 0; index < all.length; index++) NibOrNotFit.fitLabel(all[index], NibOrNotRow.widths[index]);
    }

    /// `make(fit)` of each construction, by the name after the engine's (`code` for `chromium-code`).
    const constructions = {
        "code": fit => codeRow(fit),
        "code-css": fit => codeCSSRow(fit),
        "html": fit => {
            const holder = document.createElement("div");
            holder.innerHTML = fit ? NibOrNotRow.html : NibOrNotRow.html2;
            const cell = holder.firstChild;
            setTexts(cell);
            if (fit) fitRow(cell);
            return cell;
        },
        "template": fit => {
            const cell = templates.get(fit).content.firstChild.cloneNode(true);
            setTexts(cell);
            if (fit) fitRow(cell);
            return cell;
        },
        "template-import": fit => {
            const cell = document.importNode(templates.get(fit).content.firstChild, true);
            setTexts(cell);
            if (fit) fitRow(cell);
            return cell;
        },
        "template-precomputed": () => {
            const cell = precomputed.content.firstChild.cloneNode(true);
            setTexts(cell);
            return cell;
        },
    };

    function construction(name) {
        const make = constructions[name];
        if (!make) throw new Error(`unknown construction '${name}'`);
        return make;
    }

    /// Lays `cell` out as the only row of the document: it replaces the row before it, and reading its
    /// `offsetHeight` makes the engine resolve styles and lay the document out now.
    function layOut(cell) {
        host.replaceChildren(cell);
        return cell.offsetHeight;
    }

    function number(value) {
        return String(Math.round(value * 100) / 100);
    }

    /// One element of a laid-out row: its kind, frame in the cell, and what is drawn of it.
    function describe(element, origin, depth) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        let line = `${"  ".repeat(depth)}${element.localName} frame=(${number(box.left - origin.left)},${number(box.top - origin.top)},`
            + `${number(box.width)},${number(box.height)}) display=${style.display} position=${style.position} `
            + `overflow=${style.overflow} background=${style.backgroundColor}`;
        if (element.localName === "span") {
            line += ` text=${JSON.stringify(element.textContent)} font=${style.fontFamily} size=${style.fontSize}`
                + ` weight=${style.fontWeight} line-height=${style.lineHeight} color=${style.color} align=${style.textAlign}`
                + ` white-space=${style.whiteSpace} text-overflow=${style.textOverflow}`
                + ` truncated=${element.scrollWidth > element.clientWidth ? 1 : 0}`;
        }
        const lines = [line];
        for (const child of element.children) lines.push(...describe(child, origin, depth + 1));
        return lines;
    }

    /// One element of a laid-out user's cell: its tag, attributes (but its class and inline style, which differ
    /// between code and markup by design), frame in the cell, the computed look, its own text and a control's state.
    function describeUser(element, origin, depth) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const attributes = Array.from(element.attributes).filter(a => a.name !== "class" && a.name !== "style")
            .map(a => `${a.name}=${JSON.stringify(a.value)}`).sort().join(" ");
        const texts = Array.from(element.childNodes).filter(n => n.nodeType === Node.TEXT_NODE).map(n => n.data);
        let line = `${"  ".repeat(depth)}${element.localName} [${attributes}] frame=(${number(box.left - origin.left)},`
            + `${number(box.top - origin.top)},${number(box.width)},${number(box.height)})`;
        for (const property of ["display", "position", "visibility", "overflow", "background-color", "color",
            "font-family", "font-size", "font-weight", "font-style", "line-height", "text-align", "white-space",
            "text-overflow", "flex-direction", "gap", "padding", "border-top-width", "box-sizing"]) {
            line += ` ${property}=${style.getPropertyValue(property)}`;
        }
        line += ` text=${JSON.stringify(texts)}`;
        if (element.localName === "input") {
            line += ` value=${JSON.stringify(element.value)} checked=${element.checked} disabled=${element.disabled}`;
        }
        if (element.localName === "img") line += ` src=${JSON.stringify(element.currentSrc)}`;
        const lines = [line];
        for (const child of element.children) lines.push(...describeUser(child, origin, depth + 1));
        return lines;
    }

    /// The sweep's rows of N labels (sweep.js), without shrink-to-fit, by construction; templates parsed at start.
    const sweepTemplates = new Map();
    const sweepConstructions = {
        "code": labels => NibOrNotSweep.get(labels).code(),
        "code-css": labels => NibOrNotSweep.get(labels).codeCSS(),
        "html": labels => {
            const holder = document.createElement("div");
            holder.innerHTML = NibOrNotSweep.get(labels).html;
            const cell = holder.firstChild;
            setSweepTexts(cell, labels);
            return cell;
        },
        "template": labels => {
            const cell = sweepTemplates.get(labels).content.firstChild.cloneNode(true);
            setSweepTexts(cell, labels);
            return cell;
        },
        "template-import": labels => {
            const cell = document.importNode(sweepTemplates.get(labels).content.firstChild, true);
            setSweepTexts(cell, labels);
            return cell;
        },
    };

    function setSweepTexts(cell, labels) {
        const all = cell.lastChild.children, texts = NibOrNotSweep.get(labels).texts;
        for (let index = 0; index < all.length; index++) all[index].firstChild.nodeValue = texts[index];
    }

    function sweepConstruction(name, labels) {
        const make = sweepConstructions[name];
        if (!make) throw new Error(`no sweep rows of '${name}'`);
        if (!NibOrNotSweep.has(labels)) throw new Error(`no sweep row of ${labels} labels`);
        return make;
    }

    return {
        /// Once, when the page has loaded: the templates parsed, then the precomputed template's sizes measured.
        start() {
            templates.set(true, template(NibOrNotRow.html));
            templates.set(false, template(NibOrNotRow.html2));
            const measuredRow = constructions["template"](true);
            precomputed = template(NibOrNotRow.html);
            const written = labels(precomputed.content.firstChild);
            const fitted = labels(measuredRow);
            for (let index = 0; index < written.length; index++) written[index].style.fontSize = fitted[index].style.fontSize;
            for (const [labels, row] of NibOrNotSweep) sweepTemplates.set(labels, template(row.html));
            return "started";
        },

        /// Builds `rows` rows of a construction, untimed here: the engine's clock is around this call (`round`
        /// in Chromium, the web process extension in WebKit). With `laidOut` each row is laid out as the document's
        /// only row. The rows are returned, so they stay alive until the clock has stopped; `settle` drops them.
        build(name, fit, laidOut, rows) {
            const make = construction(name);
            const sink = new Array(rows);
            let heights = 0;
            if (laidOut) {
                for (let index = 0; index < rows; index++) {
                    const cell = make(fit);
                    heights += layOut(cell);
                    sink[index] = cell;
                }
            } else {
                for (let index = 0; index < rows; index++) sink[index] = make(fit);
            }
            return { rows: sink, laidOut, heights };
        },

        /// As `build` for a user's cell (`NibOrNotUserCells`) by construction `name`, as designed.
        userBuild(id, name, laidOut, rows) {
            const make = NibOrNotUserCells.maker(id, name);
            const sink = new Array(rows);
            let heights = 0;
            if (laidOut) {
                for (let index = 0; index < rows; index++) {
                    const cell = make();
                    heights += layOut(cell);
                    sink[index] = cell;
                }
            } else {
                for (let index = 0; index < rows; index++) sink[index] = make();
            }
            return { rows: sink, laidOut, heights };
        },

        /// A user's cell by construction `name`, laid out as the document's only row and dumped element by element.
        userDump(id, name) {
            const cell = NibOrNotUserCells.maker(id, name)();
            layOut(cell);
            const text = describeUser(cell, cell.getBoundingClientRect(), 0).join("\n");
            host.replaceChildren();
            return text;
        },

        /// As `build` for the sweep's rows of `labels` labels, built alone.
        sweepBuild(name, labels, rows) {
            const make = sweepConstruction(name, labels);
            const sink = new Array(rows);
            for (let index = 0; index < rows; index++) sink[index] = make(labels);
            return { rows: sink, laidOut: false, heights: 0 };
        },

        /// After a batch's clock has stopped: the document emptied, the rows dropped and, where the engine offers
        /// one (`gc`, Chromium's `--expose-gc`), a collection run, all outside the timed part.
        settle(built) {
            host.replaceChildren();
            if (built.laidOut && built.rows.length > 0 && built.heights === 0) throw new Error("the rows were not laid out");
            built.rows = null;
            if (typeof gc === "function") gc();
        },

        /// `NibOrNotBench[method](...parameters)` (`build`, `sweepBuild`, `userBuild`) timed by `performance.now()`,
        /// in ms, then `settle`: the batch of an engine whose page clock is the one to use (Chromium's).
        round(method, ...parameters) {
            const call = NibOrNotBench[method];
            if (method !== "build" && method !== "sweepBuild" && method !== "userBuild") {
                throw new Error(`no batch method '${method}'`);
            }
            const start = performance.now();
            const built = call(...parameters);
            const end = performance.now();
            NibOrNotBench.settle(built);
            return end - start;
        },

        /// A sweep row laid out and dumped, as `dump`.
        sweepDump(name, labels) {
            const cell = sweepConstruction(name, labels)(labels);
            layOut(cell);
            const text = describe(cell, cell.getBoundingClientRect(), 0).join("\n");
            host.replaceChildren();
            return text;
        },

        /// A row of a construction laid out, element by element (docs/web.md, "The dump").
        dump(name, fit) {
            const cell = construction(name)(fit);
            layOut(cell);
            const text = describe(cell, cell.getBoundingClientRect(), 0).join("\n");
            host.replaceChildren();
            return text;
        },

        /// Each label's font size in pixels as the engine computed it, in tag order, of a laid-out row.
        fittedSizes(name) {
            const cell = construction(name)(true);
            layOut(cell);
            const sizes = Array.from(labels(cell), label => parseFloat(getComputedStyle(label).fontSize));
            host.replaceChildren();
            return sizes;
        },

        /// How many texts shrink-to-fit has measured in this page (the tests' counter).
        get measured() { return NibOrNotFit.measured; },
    };
})();
