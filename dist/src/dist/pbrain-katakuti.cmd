@echo off
rem Katakuti's hard bot as a Gomocup brain (the pbrain protocol on standard input and output),
rem for Piskvork and the Gomocup managers: "pbrain-katakuti --level normal" for another level.
rem Gomocup managers hold a brain to a memory limit (350 MB in the Gomocup) and count what the process
rem has committed: a JVM left to its defaults may commit far more. See docs/pbrain.md.
setlocal
set "KATAKUTI_JAVA_OPTS=-XX:+IgnoreUnrecognizedVMOptions -Xms16m -Xmx48m -Xss256k -XX:+UseSerialGC -XX:CICompilerCount=2 -XX:ReservedCodeCacheSize=24m -XX:MaxMetaspaceSize=48m %KATAKUTI_JAVA_OPTS%"
call "%~dp0katakuti.cmd" pbrain %*
exit /b %ERRORLEVEL%
