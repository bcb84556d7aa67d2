// The difference rows of scripts/web-profile.py (docs/web.md, "What makes the web's code row expensive"), evaluated
// in the workers' page after it has started. Made in the page from its own `codeRow`: run once against a recording
// `document`, it gives the code row's elements, their `element.style` assignments in order and their texts; each
// variant rebuilds that tree with one thing changed, and every variant walks the recording the same way, so the
// walk costs them alike.
"use strict";
globalThis.NibOrNotProfile = (() => {
    function recorder(tag) {
        const node = { tag, styles: [], text: null, children: [] };
        node.style = new Proxy({}, { set(_, property, value) { node.styles.push([property, String(value)]); return true; } });
        Object.defineProperty(node, "textContent", { set(value) { node.text = value; }, get() { return node.text; } });
        node.appendChild = child => { node.children.push(child); return child; };
        return node;
    }
    const recorded = new Function("document", `return (${codeRow.toString()})`)({ createElement: recorder })(false);
    const kebab = property => property.replace(/[A-Z]/g, letter => "-" + letter.toLowerCase());
    let assignments = 0, typed = 0;
    (function prepare(node) {
        assignments += node.styles.length;
        node.declarations = node.styles.map(([property, value]) => [kebab(property), value]);
        node.cssText = node.styles.map(([property, value]) => `${kebab(property)}: ${value}`).join("; ");
        node.typed = node.styles.map(([property, value]) => {
            const parsed = CSSStyleValue.parse(kebab(property), value);
            if (parsed.constructor !== CSSStyleValue) typed++;
            return [kebab(property), parsed];
        });
        node.children.forEach(prepare);
    })(recorded);

    (function prototypes(node) {
        node.bare = document.createElement(node.tag);
        node.styled = document.createElement(node.tag);
        if (node.cssText) node.styled.style.cssText = node.cssText;
        node.children.forEach(prototypes);
    })(recorded);

    /// The recorded tree, each element made by `make(node)`, then its text set and its children appended.
    function walk(node, make) {
        const element = make(node);
        if (node.text !== null) element.textContent = node.text;
        for (const child of node.children) element.appendChild(walk(child, make));
        return element;
    }
    const variants = {
        "code (the page's codeRow)": () => codeRow(false),
        "code-css (the page's codeCSSRow)": () => codeCSSRow(false),
        "elements and texts, no style": () => walk(recorded, node => document.createElement(node.tag)),
        "the recorded assignments, by style.setProperty": () => walk(recorded, node => {
            const element = document.createElement(node.tag), style = element.style;
            for (const [property, value] of node.declarations) style.setProperty(property, value);
            return element;
        }),
        "one style.cssText per element": () => walk(recorded, node => {
            const element = document.createElement(node.tag);
            if (node.cssText) element.style.cssText = node.cssText;
            return element;
        }),
        "the same by Typed OM, values parsed once": () => walk(recorded, node => {
            const element = document.createElement(node.tag), map = element.attributeStyleMap;
            for (const [property, value] of node.typed) map.set(property, value);
            return element;
        }),
        "each element a shallow clone of an unstyled one": () => walk(recorded, node => node.bare.cloneNode(false)),
        "each element a shallow clone of one styled once (styles copied, not parsed)": () =>
            walk(recorded, node => node.styled.cloneNode(false)),
    };
    const host = document.getElementById("host");

    return {
        names: Object.keys(variants),
        assignments, typed,
        /// The same computed style on every element of a row built by `name` as by codeRow, property by property.
        check(name) {
            const a = variants[name](), b = codeRow(false);
            host.replaceChildren(a, b);
            const all = [a, ...a.querySelectorAll("*")], other = [b, ...b.querySelectorAll("*")];
            for (let index = 0; index < all.length; index++) {
                const x = getComputedStyle(all[index]), y = getComputedStyle(other[index]);
                for (const property of ["left", "top", "width", "height", "font-family", "font-size", "font-weight",
                                        "line-height", "color", "text-overflow", "white-space", "overflow-x", "display"]) {
                    if (x.getPropertyValue(property) !== y.getPropertyValue(property)) {
                        host.replaceChildren();
                        return `${name}: element ${index} ${property} ${x.getPropertyValue(property)} != ${y.getPropertyValue(property)}`;
                    }
                }
            }
            host.replaceChildren();
            return "same";
        },
        /// One round: every variant in a shuffled order, each built in batches of `rows` until `minimum` ms have
        /// passed by performance.now() (so that the clock's step is a small part of it); ms per row.
        round(rows, minimum) {
            const order = Object.keys(variants).sort(() => Math.random() - 0.5), times = {};
            for (const name of order) {
                const make = variants[name], sink = [];
                const start = performance.now();
                let end = start;
                while (end - start < minimum) {
                    for (let index = 0; index < rows; index++) sink.push(make());
                    end = performance.now();
                }
                times[name] = (end - start) / sink.length;
                sink.length = 0;
                if (typeof gc === "function") gc();
            }
            return times;
        },
    };
})();
0
