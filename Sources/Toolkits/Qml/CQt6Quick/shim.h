/* Empty on purpose: this module exists for pkg-config's compiler and linker flags (Qt Quick, which brings
   Qt Qml and Qt Gui); the C++ target QmlRow includes the Qt headers itself, and Swift sees only QmlRow's
   plain C header. */
