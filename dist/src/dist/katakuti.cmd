@echo off
rem Starts Katakuti: no arguments open the table; "katakuti --help" lists the commands.
rem Works from any folder; uses %JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else java on the PATH.
setlocal
if defined JAVA_HOME (
  set "JAVA=%JAVA_HOME%\bin\java.exe"
) else (
  set "JAVA=java"
)
"%JAVA%" %KATAKUTI_JAVA_OPTS% -jar "%~dp0katakuti.jar" %*
exit /b %ERRORLEVEL%
