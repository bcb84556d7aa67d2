/* A target needs a source file; what QtCommon shares is inline in include/QtCommon.h, compiled by each row
   with its own Qt flags. */
typedef int nibornot_qtcommon_has_no_code;
